import { useContext } from 'react';
import { type ManagedWindows, OpenWindowsContext } from './window-manager-context.ts';

export function useOpenWindows(): ManagedWindows {
  return useContext(OpenWindowsContext);
}
