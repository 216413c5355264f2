import type { Language } from '../../shared/i18n/languages.ts';
import de from '../../shared/i18n/locales/de/categories.json' with { type: 'json' };
import en from '../../shared/i18n/locales/en/categories.json' with { type: 'json' };
import es from '../../shared/i18n/locales/es/categories.json' with { type: 'json' };
import fr from '../../shared/i18n/locales/fr/categories.json' with { type: 'json' };
import ja from '../../shared/i18n/locales/ja/categories.json' with { type: 'json' };
import pt from '../../shared/i18n/locales/pt/categories.json' with { type: 'json' };

// Every text of the alert e-mails and of the small /alerts/* pages, in the six site languages.
// They live here, not in the web locale files, because only the server uses them; the type makes
// a missing text in any language a compile error.

export type AlertTexts = {
  siteName: string;
  // Confirmation of a deal-alert subscription.
  confirmSubject: string;
  confirmIntro: string;
  confirmCategories: (categories: string) => string;
  allCategories: string;
  confirmAction: string;
  confirmExpiry: string;
  confirmIgnore: string;
  // Confirmation of a price alert.
  priceConfirmSubject: (product: string) => string;
  priceConfirmIntro: (product: string, target: string) => string;
  priceConfirmAction: string;
  // The digest of new deals.
  digestSubject: (count: number) => string;
  digestIntro: string;
  digestReference: (price: string) => string;
  digestDiscount: (percent: number) => string;
  viewOffer: string;
  digestWhy: string;
  // The price alert itself.
  priceSubject: (product: string, price: string) => string;
  priceIntro: (product: string, price: string, target: string) => string;
  priceDone: string;
  priceWhy: string;
  unsubscribe: string;
  // Pages under /alerts/.
  pendingTitle: string;
  pendingText: string;
  confirmPageTitle: string;
  confirmPageText: string;
  pricePageText: (product: string, target: string) => string;
  confirmedTitle: string;
  confirmedText: string;
  priceConfirmedText: (product: string, target: string) => string;
  invalidTitle: string;
  invalidText: string;
  unsubscribePageTitle: string;
  unsubscribePageText: string;
  priceUnsubscribePageText: (product: string) => string;
  unsubscribeAction: string;
  unsubscribedTitle: string;
  unsubscribedText: string;
  priceUnsubscribedText: (product: string) => string;
  errorTitle: string;
  tooManyText: string;
  invalidFormText: string;
  failedText: string;
  backToSite: string;
  // The JSON answer of the subscribe endpoints.
  pendingMessage: string;
};

const ES: AlertTexts = {
  siteName: 'PrecioClaro',
  confirmSubject: 'Confirma tus alertas de ofertas de PrecioClaro',
  confirmIntro:
    'Alguien (esperamos que tú) ha pedido recibir en esta dirección las alertas de ofertas de PrecioClaro: un resumen de las bajadas de precio reales.',
  confirmCategories: (categories) => `Categorías: ${categories}.`,
  allCategories: 'todas',
  confirmAction: 'Confirmar la suscripción',
  confirmExpiry: 'El enlace sirve una sola vez y caduca en 48 horas.',
  confirmIgnore: 'Si no lo has pedido tú, ignora este correo: sin confirmación no volveremos a escribirte.',
  priceConfirmSubject: (product) => `Confirma tu alerta de precio: ${product}`,
  priceConfirmIntro: (product, target) =>
    `Alguien (esperamos que tú) ha pedido un aviso en esta dirección cuando «${product}» cueste ${target} o menos.`,
  priceConfirmAction: 'Activar la alerta de precio',
  digestSubject: (count) =>
    count === 1 ? 'Una nueva oferta en PrecioClaro' : `${count} nuevas ofertas en PrecioClaro`,
  digestIntro: 'Estas son las bajadas de precio reales desde nuestro último correo:',
  digestReference: (price) => `Precio más bajo de los 30 días anteriores: ${price}`,
  digestDiscount: (percent) => `−${percent} %`,
  viewOffer: 'Ver la oferta',
  digestWhy: 'Recibes este correo porque te suscribiste a las alertas de ofertas de PrecioClaro.',
  priceSubject: (product, price) => `Bajada de precio: ${product} ahora a ${price}`,
  priceIntro: (product, price, target) =>
    `Buenas noticias: «${product}» cuesta ahora ${price}, por debajo de tu precio objetivo de ${target}.`,
  priceDone: 'La alerta ya ha cumplido su función: no te escribiremos más sobre este producto.',
  priceWhy: 'Recibes este correo porque activaste una alerta de precio en PrecioClaro.',
  unsubscribe: 'Darse de baja',
  pendingTitle: 'Revisa tu correo',
  pendingText:
    'Si la dirección es correcta, te hemos enviado un correo con un enlace para confirmar. Sin confirmación no te enviaremos nada más.',
  confirmPageTitle: 'Confirma tu suscripción',
  confirmPageText: 'Pulsa el botón para empezar a recibir las alertas de ofertas de PrecioClaro.',
  pricePageText: (product, target) =>
    `Pulsa el botón para recibir un aviso cuando «${product}» cueste ${target} o menos.`,
  confirmedTitle: '¡Listo!',
  confirmedText: 'Tu suscripción está confirmada. Te enviaremos las nuevas ofertas en un resumen periódico.',
  priceConfirmedText: (product, target) =>
    `Tu alerta está activa: te avisaremos una vez cuando «${product}» cueste ${target} o menos.`,
  invalidTitle: 'Enlace no válido',
  invalidText:
    'Este enlace ya se ha usado, ha caducado o no es correcto. Puedes volver a suscribirte desde la web.',
  unsubscribePageTitle: 'Darse de baja',
  unsubscribePageText: '¿Quieres dejar de recibir las alertas de ofertas de PrecioClaro?',
  priceUnsubscribePageText: (product) => `¿Quieres cancelar la alerta de precio de «${product}»?`,
  unsubscribeAction: 'Sí, darme de baja',
  unsubscribedTitle: 'Baja completada',
  unsubscribedText: 'No recibirás más alertas de ofertas. Puedes volver a suscribirte cuando quieras.',
  priceUnsubscribedText: (product) => `La alerta de precio de «${product}» está cancelada.`,
  errorTitle: 'No ha sido posible',
  tooManyText: 'Demasiadas solicitudes desde tu red. Inténtalo de nuevo más tarde.',
  invalidFormText: 'Revisa la dirección de correo y acepta la política de privacidad para continuar.',
  failedText: 'Algo ha fallado por nuestra parte. Inténtalo de nuevo dentro de unos minutos.',
  backToSite: 'Volver a PrecioClaro',
  pendingMessage:
    'Si la dirección es correcta, recibirás un correo con un enlace para confirmar la suscripción.',
};

const EN: AlertTexts = {
  siteName: 'PrecioClaro',
  confirmSubject: 'Confirm your PrecioClaro deal alerts',
  confirmIntro:
    'Someone (hopefully you) asked for PrecioClaro deal alerts at this address: a regular summary of real price drops.',
  confirmCategories: (categories) => `Categories: ${categories}.`,
  allCategories: 'all',
  confirmAction: 'Confirm my subscription',
  confirmExpiry: 'The link works once and expires in 48 hours.',
  confirmIgnore: "If this wasn't you, just ignore this e-mail: without confirmation we won't write again.",
  priceConfirmSubject: (product) => `Confirm your price alert: ${product}`,
  priceConfirmIntro: (product, target) =>
    `Someone (hopefully you) asked to be told at this address when “${product}” costs ${target} or less.`,
  priceConfirmAction: 'Activate the price alert',
  digestSubject: (count) => (count === 1 ? 'A new deal on PrecioClaro' : `${count} new deals on PrecioClaro`),
  digestIntro: 'Here are the real price drops since our last e-mail:',
  digestReference: (price) => `Lowest price in the previous 30 days: ${price}`,
  digestDiscount: (percent) => `−${percent}%`,
  viewOffer: 'See the deal',
  digestWhy: 'You are receiving this because you subscribed to PrecioClaro deal alerts.',
  priceSubject: (product, price) => `Price drop: ${product} now ${price}`,
  priceIntro: (product, price, target) =>
    `Good news: “${product}” now costs ${price}, below your target price of ${target}.`,
  priceDone: "This alert has done its job: we won't write to you about this product again.",
  priceWhy: 'You are receiving this because you set a price alert on PrecioClaro.',
  unsubscribe: 'Unsubscribe',
  pendingTitle: 'Check your inbox',
  pendingText:
    "If the address is correct, we have sent it an e-mail with a link to confirm. Without confirmation we won't send anything else.",
  confirmPageTitle: 'Confirm your subscription',
  confirmPageText: 'Press the button to start receiving PrecioClaro deal alerts.',
  pricePageText: (product, target) =>
    `Press the button to be told when “${product}” costs ${target} or less.`,
  confirmedTitle: 'All set!',
  confirmedText: 'Your subscription is confirmed. We will send you new deals in a regular summary.',
  priceConfirmedText: (product, target) =>
    `Your alert is active: we will tell you once when “${product}” costs ${target} or less.`,
  invalidTitle: 'Invalid link',
  invalidText:
    'This link has already been used, has expired or is not right. You can subscribe again on the site.',
  unsubscribePageTitle: 'Unsubscribe',
  unsubscribePageText: 'Do you want to stop receiving PrecioClaro deal alerts?',
  priceUnsubscribePageText: (product) => `Do you want to cancel the price alert for “${product}”?`,
  unsubscribeAction: 'Yes, unsubscribe me',
  unsubscribedTitle: 'You are unsubscribed',
  unsubscribedText: 'You will not receive any more deal alerts. You can subscribe again whenever you like.',
  priceUnsubscribedText: (product) => `The price alert for “${product}” is cancelled.`,
  errorTitle: 'That did not work',
  tooManyText: 'Too many requests from your network. Please try again later.',
  invalidFormText: 'Please check the e-mail address and accept the privacy policy to continue.',
  failedText: 'Something went wrong on our side. Please try again in a few minutes.',
  backToSite: 'Back to PrecioClaro',
  pendingMessage: 'If the address is correct, you will receive an e-mail with a link to confirm.',
};

const PT: AlertTexts = {
  siteName: 'PrecioClaro',
  confirmSubject: 'Confirme os seus alertas de promoções do PrecioClaro',
  confirmIntro:
    'Alguém (esperamos que tenha sido você) pediu para receber neste endereço os alertas de promoções do PrecioClaro: um resumo das descidas de preço reais.',
  confirmCategories: (categories) => `Categorias: ${categories}.`,
  allCategories: 'todas',
  confirmAction: 'Confirmar a subscrição',
  confirmExpiry: 'A ligação funciona uma única vez e expira em 48 horas.',
  confirmIgnore: 'Se não foi você, ignore este e-mail: sem confirmação não voltaremos a escrever-lhe.',
  priceConfirmSubject: (product) => `Confirme o seu alerta de preço: ${product}`,
  priceConfirmIntro: (product, target) =>
    `Alguém (esperamos que tenha sido você) pediu um aviso neste endereço quando «${product}» custar ${target} ou menos.`,
  priceConfirmAction: 'Ativar o alerta de preço',
  digestSubject: (count) =>
    count === 1 ? 'Uma nova promoção no PrecioClaro' : `${count} novas promoções no PrecioClaro`,
  digestIntro: 'Estas são as descidas de preço reais desde o nosso último e-mail:',
  digestReference: (price) => `Preço mais baixo dos 30 dias anteriores: ${price}`,
  digestDiscount: (percent) => `−${percent} %`,
  viewOffer: 'Ver a promoção',
  digestWhy: 'Recebe este e-mail porque subscreveu os alertas de promoções do PrecioClaro.',
  priceSubject: (product, price) => `Descida de preço: ${product} agora a ${price}`,
  priceIntro: (product, price, target) =>
    `Boas notícias: «${product}» custa agora ${price}, abaixo do seu preço-alvo de ${target}.`,
  priceDone: 'Este alerta já cumpriu a sua função: não voltaremos a escrever-lhe sobre este produto.',
  priceWhy: 'Recebe este e-mail porque ativou um alerta de preço no PrecioClaro.',
  unsubscribe: 'Cancelar a subscrição',
  pendingTitle: 'Verifique o seu e-mail',
  pendingText:
    'Se o endereço estiver correto, enviámos-lhe um e-mail com uma ligação para confirmar. Sem confirmação não lhe enviaremos mais nada.',
  confirmPageTitle: 'Confirme a sua subscrição',
  confirmPageText: 'Carregue no botão para começar a receber os alertas de promoções do PrecioClaro.',
  pricePageText: (product, target) =>
    `Carregue no botão para ser avisado quando «${product}» custar ${target} ou menos.`,
  confirmedTitle: 'Tudo pronto!',
  confirmedText: 'A sua subscrição está confirmada. Enviar-lhe-emos as novas promoções num resumo periódico.',
  priceConfirmedText: (product, target) =>
    `O seu alerta está ativo: avisamos uma vez quando «${product}» custar ${target} ou menos.`,
  invalidTitle: 'Ligação inválida',
  invalidText: 'Esta ligação já foi usada, expirou ou não está correta. Pode voltar a subscrever no site.',
  unsubscribePageTitle: 'Cancelar a subscrição',
  unsubscribePageText: 'Quer deixar de receber os alertas de promoções do PrecioClaro?',
  priceUnsubscribePageText: (product) => `Quer cancelar o alerta de preço de «${product}»?`,
  unsubscribeAction: 'Sim, cancelar a subscrição',
  unsubscribedTitle: 'Subscrição cancelada',
  unsubscribedText: 'Não receberá mais alertas de promoções. Pode voltar a subscrever quando quiser.',
  priceUnsubscribedText: (product) => `O alerta de preço de «${product}» foi cancelado.`,
  errorTitle: 'Não foi possível',
  tooManyText: 'Demasiados pedidos a partir da sua rede. Tente novamente mais tarde.',
  invalidFormText: 'Verifique o endereço de e-mail e aceite a política de privacidade para continuar.',
  failedText: 'Algo correu mal do nosso lado. Tente novamente dentro de alguns minutos.',
  backToSite: 'Voltar ao PrecioClaro',
  pendingMessage: 'Se o endereço estiver correto, receberá um e-mail com uma ligação para confirmar.',
};

const DE: AlertTexts = {
  siteName: 'PrecioClaro',
  confirmSubject: 'Bitte bestätigen Sie Ihre PrecioClaro-Angebotsalarme',
  confirmIntro:
    'Jemand (hoffentlich Sie) möchte an diese Adresse die Angebotsalarme von PrecioClaro erhalten: eine regelmäßige Übersicht echter Preissenkungen.',
  confirmCategories: (categories) => `Kategorien: ${categories}.`,
  allCategories: 'alle',
  confirmAction: 'Anmeldung bestätigen',
  confirmExpiry: 'Der Link funktioniert einmal und läuft nach 48 Stunden ab.',
  confirmIgnore:
    'Falls Sie das nicht waren, ignorieren Sie diese E-Mail einfach: Ohne Bestätigung schreiben wir Ihnen nicht wieder.',
  priceConfirmSubject: (product) => `Bitte bestätigen Sie Ihren Preisalarm: ${product}`,
  priceConfirmIntro: (product, target) =>
    `Jemand (hoffentlich Sie) möchte an diese Adresse benachrichtigt werden, sobald „${product}“ ${target} oder weniger kostet.`,
  priceConfirmAction: 'Preisalarm aktivieren',
  digestSubject: (count) =>
    count === 1 ? 'Ein neues Angebot bei PrecioClaro' : `${count} neue Angebote bei PrecioClaro`,
  digestIntro: 'Das sind die echten Preissenkungen seit unserer letzten E-Mail:',
  digestReference: (price) => `Niedrigster Preis der vorherigen 30 Tage: ${price}`,
  digestDiscount: (percent) => `−${percent} %`,
  viewOffer: 'Zum Angebot',
  digestWhy: 'Sie erhalten diese E-Mail, weil Sie die Angebotsalarme von PrecioClaro abonniert haben.',
  priceSubject: (product, price) => `Preissenkung: ${product} jetzt für ${price}`,
  priceIntro: (product, price, target) =>
    `Gute Nachrichten: „${product}“ kostet jetzt ${price} und liegt damit unter Ihrem Zielpreis von ${target}.`,
  priceDone: 'Dieser Alarm hat seinen Zweck erfüllt: Zu diesem Produkt schreiben wir Ihnen nicht mehr.',
  priceWhy: 'Sie erhalten diese E-Mail, weil Sie bei PrecioClaro einen Preisalarm eingerichtet haben.',
  unsubscribe: 'Abmelden',
  pendingTitle: 'Bitte prüfen Sie Ihr Postfach',
  pendingText:
    'Wenn die Adresse stimmt, haben wir eine E-Mail mit einem Bestätigungslink dorthin geschickt. Ohne Bestätigung senden wir Ihnen nichts weiter.',
  confirmPageTitle: 'Anmeldung bestätigen',
  confirmPageText: 'Klicken Sie auf die Schaltfläche, um die Angebotsalarme von PrecioClaro zu erhalten.',
  pricePageText: (product, target) =>
    `Klicken Sie auf die Schaltfläche, um benachrichtigt zu werden, sobald „${product}“ ${target} oder weniger kostet.`,
  confirmedTitle: 'Geschafft!',
  confirmedText:
    'Ihre Anmeldung ist bestätigt. Neue Angebote schicken wir Ihnen in einer regelmäßigen Übersicht.',
  priceConfirmedText: (product, target) =>
    `Ihr Alarm ist aktiv: Wir melden uns einmal, sobald „${product}“ ${target} oder weniger kostet.`,
  invalidTitle: 'Ungültiger Link',
  invalidText:
    'Dieser Link wurde bereits verwendet, ist abgelaufen oder fehlerhaft. Sie können sich auf der Website erneut anmelden.',
  unsubscribePageTitle: 'Abmelden',
  unsubscribePageText: 'Möchten Sie keine Angebotsalarme von PrecioClaro mehr erhalten?',
  priceUnsubscribePageText: (product) => `Möchten Sie den Preisalarm für „${product}“ beenden?`,
  unsubscribeAction: 'Ja, abmelden',
  unsubscribedTitle: 'Abmeldung erfolgt',
  unsubscribedText: 'Sie erhalten keine Angebotsalarme mehr. Sie können sich jederzeit wieder anmelden.',
  priceUnsubscribedText: (product) => `Der Preisalarm für „${product}“ ist beendet.`,
  errorTitle: 'Das hat nicht geklappt',
  tooManyText: 'Zu viele Anfragen aus Ihrem Netz. Bitte versuchen Sie es später erneut.',
  invalidFormText: 'Bitte prüfen Sie die E-Mail-Adresse und akzeptieren Sie die Datenschutzerklärung.',
  failedText: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es in ein paar Minuten erneut.',
  backToSite: 'Zurück zu PrecioClaro',
  pendingMessage: 'Wenn die Adresse stimmt, erhalten Sie eine E-Mail mit einem Bestätigungslink.',
};

const FR: AlertTexts = {
  siteName: 'PrecioClaro',
  confirmSubject: 'Confirmez vos alertes bons plans PrecioClaro',
  confirmIntro:
    'Quelqu’un (vous, nous l’espérons) a demandé à recevoir à cette adresse les alertes bons plans de PrecioClaro : un résumé régulier des vraies baisses de prix.',
  confirmCategories: (categories) => `Catégories : ${categories}.`,
  allCategories: 'toutes',
  confirmAction: 'Confirmer mon inscription',
  confirmExpiry: 'Le lien ne fonctionne qu’une fois et expire dans 48 heures.',
  confirmIgnore:
    'Si ce n’était pas vous, ignorez simplement cet e-mail : sans confirmation, nous ne vous écrirons plus.',
  priceConfirmSubject: (product) => `Confirmez votre alerte de prix : ${product}`,
  priceConfirmIntro: (product, target) =>
    `Quelqu’un (vous, nous l’espérons) a demandé à être prévenu à cette adresse quand « ${product} » coûtera ${target} ou moins.`,
  priceConfirmAction: 'Activer l’alerte de prix',
  digestSubject: (count) =>
    count === 1 ? 'Un nouveau bon plan sur PrecioClaro' : `${count} nouveaux bons plans sur PrecioClaro`,
  digestIntro: 'Voici les vraies baisses de prix depuis notre dernier e-mail :',
  digestReference: (price) => `Prix le plus bas des 30 jours précédents : ${price}`,
  digestDiscount: (percent) => `−${percent} %`,
  viewOffer: 'Voir l’offre',
  digestWhy: 'Vous recevez cet e-mail car vous êtes inscrit aux alertes bons plans de PrecioClaro.',
  priceSubject: (product, price) => `Baisse de prix : ${product} à ${price}`,
  priceIntro: (product, price, target) =>
    `Bonne nouvelle : « ${product} » coûte maintenant ${price}, sous votre prix cible de ${target}.`,
  priceDone: 'Cette alerte a rempli son rôle : nous ne vous écrirons plus au sujet de ce produit.',
  priceWhy: 'Vous recevez cet e-mail car vous avez créé une alerte de prix sur PrecioClaro.',
  unsubscribe: 'Se désinscrire',
  pendingTitle: 'Consultez votre boîte mail',
  pendingText:
    'Si l’adresse est correcte, nous y avons envoyé un e-mail avec un lien de confirmation. Sans confirmation, nous ne vous enverrons rien d’autre.',
  confirmPageTitle: 'Confirmez votre inscription',
  confirmPageText: 'Cliquez sur le bouton pour commencer à recevoir les alertes bons plans de PrecioClaro.',
  pricePageText: (product, target) =>
    `Cliquez sur le bouton pour être prévenu quand « ${product} » coûtera ${target} ou moins.`,
  confirmedTitle: 'C’est fait !',
  confirmedText:
    'Votre inscription est confirmée. Nous vous enverrons les nouveaux bons plans dans un résumé régulier.',
  priceConfirmedText: (product, target) =>
    `Votre alerte est active : nous vous préviendrons une fois quand « ${product} » coûtera ${target} ou moins.`,
  invalidTitle: 'Lien non valide',
  invalidText:
    'Ce lien a déjà été utilisé, a expiré ou n’est pas correct. Vous pouvez vous réinscrire depuis le site.',
  unsubscribePageTitle: 'Se désinscrire',
  unsubscribePageText: 'Voulez-vous ne plus recevoir les alertes bons plans de PrecioClaro ?',
  priceUnsubscribePageText: (product) => `Voulez-vous annuler l’alerte de prix pour « ${product} » ?`,
  unsubscribeAction: 'Oui, me désinscrire',
  unsubscribedTitle: 'Désinscription effectuée',
  unsubscribedText:
    'Vous ne recevrez plus d’alertes bons plans. Vous pouvez vous réinscrire quand vous voulez.',
  priceUnsubscribedText: (product) => `L’alerte de prix pour « ${product} » est annulée.`,
  errorTitle: 'Cela n’a pas fonctionné',
  tooManyText: 'Trop de demandes depuis votre réseau. Veuillez réessayer plus tard.',
  invalidFormText: 'Vérifiez l’adresse e-mail et acceptez la politique de confidentialité pour continuer.',
  failedText: 'Un problème est survenu de notre côté. Veuillez réessayer dans quelques minutes.',
  backToSite: 'Retour à PrecioClaro',
  pendingMessage: 'Si l’adresse est correcte, vous recevrez un e-mail avec un lien de confirmation.',
};

const JA: AlertTexts = {
  siteName: 'PrecioClaro',
  confirmSubject: 'PrecioClaro のセール通知の登録を確認してください',
  confirmIntro:
    'このメールアドレスで PrecioClaro のセール通知(実際の値下がりを定期的にまとめてお届けするメール)の受信が申し込まれました。',
  confirmCategories: (categories) => `カテゴリー:${categories}`,
  allCategories: 'すべて',
  confirmAction: '登録を確認する',
  confirmExpiry: 'このリンクは一度だけ有効で、48 時間で期限切れになります。',
  confirmIgnore:
    'お心当たりがない場合は、このメールを無視してください。確認がなければ今後メールはお送りしません。',
  priceConfirmSubject: (product) => `価格アラートの確認:${product}`,
  priceConfirmIntro: (product, target) =>
    `このメールアドレスで、「${product}」が ${target} 以下になったらお知らせする価格アラートが申し込まれました。`,
  priceConfirmAction: '価格アラートを有効にする',
  digestSubject: (count) => `PrecioClaro の新着セール ${count} 件`,
  digestIntro: '前回のメール以降の、実際の値下がりは次のとおりです。',
  digestReference: (price) => `直前 30 日間の最安値:${price}`,
  digestDiscount: (percent) => `${percent}% オフ`,
  viewOffer: 'セールを見る',
  digestWhy: 'このメールは、PrecioClaro のセール通知にご登録いただいたためお送りしています。',
  priceSubject: (product, price) => `値下がりのお知らせ:${product} が ${price} に`,
  priceIntro: (product, price, target) =>
    `朗報です。「${product}」が ${price} になり、目標価格の ${target} を下回りました。`,
  priceDone: 'このアラートは役目を終えました。この商品について今後メールはお送りしません。',
  priceWhy: 'このメールは、PrecioClaro で価格アラートを設定いただいたためお送りしています。',
  unsubscribe: '配信停止',
  pendingTitle: 'メールをご確認ください',
  pendingText:
    'アドレスが正しければ、確認用リンクを記載したメールをお送りしました。確認がない限り、これ以上メールはお送りしません。',
  confirmPageTitle: '登録の確認',
  confirmPageText: 'ボタンを押すと、PrecioClaro のセール通知の受信が始まります。',
  pricePageText: (product, target) =>
    `ボタンを押すと、「${product}」が ${target} 以下になったときにお知らせします。`,
  confirmedTitle: '完了しました',
  confirmedText: '登録が確認されました。新しいセールを定期的にまとめてお届けします。',
  priceConfirmedText: (product, target) =>
    `アラートが有効になりました。「${product}」が ${target} 以下になったら一度だけお知らせします。`,
  invalidTitle: '無効なリンク',
  invalidText: 'このリンクは使用済みか、期限切れか、正しくありません。サイトからもう一度登録できます。',
  unsubscribePageTitle: '配信停止',
  unsubscribePageText: 'PrecioClaro のセール通知の受信を停止しますか?',
  priceUnsubscribePageText: (product) => `「${product}」の価格アラートを取り消しますか?`,
  unsubscribeAction: 'はい、配信を停止します',
  unsubscribedTitle: '配信を停止しました',
  unsubscribedText: '今後セール通知は届きません。いつでも再登録できます。',
  priceUnsubscribedText: (product) => `「${product}」の価格アラートを取り消しました。`,
  errorTitle: '処理できませんでした',
  tooManyText: 'お使いのネットワークからのリクエストが多すぎます。しばらくしてからもう一度お試しください。',
  invalidFormText: 'メールアドレスをご確認のうえ、プライバシーポリシーに同意してください。',
  failedText: 'こちらで問題が発生しました。数分後にもう一度お試しください。',
  backToSite: 'PrecioClaro に戻る',
  pendingMessage: 'アドレスが正しければ、確認用リンクを記載したメールが届きます。',
};

export const ALERT_TEXTS: Record<Language, AlertTexts> = { es: ES, en: EN, pt: PT, de: DE, fr: FR, ja: JA };

const CATEGORY_NAMES: Record<Language, Record<string, string>> = { es, en, pt, de, fr, ja };

export function categoryName(language: Language, slug: string): string {
  return CATEGORY_NAMES[language][slug] ?? CATEGORY_NAMES.en[slug] ?? slug;
}
