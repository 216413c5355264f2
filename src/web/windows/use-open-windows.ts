import { useContext } from 'react';
import { type ManagedWindow, OpenWindowsContext } from './window-manager-context.ts';

export function useOpenWindows(): readonly ManagedWindow[] {
  return useContext(OpenWindowsContext);
}
