import { useContext } from 'react';
import { type WindowActions, WindowActionsContext } from './window-manager-context.ts';

export function useWindowActions(): WindowActions {
  const actions = useContext(WindowActionsContext);
  if (!actions) throw new Error('useWindowActions needs a <WindowManagerProvider> above it');
  return actions;
}
