// Client addresses for load tests. Each request comes from a different visitor on a network of its
// own (10.x.y.z, one /24 each), as shoppers behind the local proxy the server trusts by default
// would: the server budgets and counts clients per network, and one address would soon be refused.

let visitor = 0;

export function nextVisitor(host = 7): string {
  visitor = (visitor + 1) % 65_536;
  return `10.${visitor >> 8}.${visitor & 255}.${host}`;
}
