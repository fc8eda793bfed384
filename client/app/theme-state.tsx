import { createContext, type Dispatch, type ReactNode, useContext, useMemo, useReducer } from 'react';
import { DEFAULT_SPACING, type Direction, MAX_SPACING, MIN_SPACING, type PaletteColors } from './preferences';
import type { PaletteMode } from './theme';

/** The reader's theme settings (spec section 3, "Theme state"). */
export interface ThemeState {
  dense: boolean;
  direction: Direction;
  paletteColors: PaletteColors | null;
  spacing: number;
  paletteMode: PaletteMode;
}

/** Theme actions (spec section 4). */
export type ThemeAction =
  | { type: 'SET_SPACING'; payload: number }
  | { type: 'INCREASE_SPACING' }
  | { type: 'DECREASE_SPACING' }
  | { type: 'SET_DENSE'; payload: boolean }
  | { type: 'RESET_DENSITY' }
  | { type: 'RESET_COLORS' }
  | { type: 'CHANGE'; payload: Partial<Pick<ThemeState, 'paletteMode' | 'direction' | 'paletteColors'>> };

const clampSpacing = (value: number) => Math.min(MAX_SPACING, Math.max(MIN_SPACING, Math.round(value)));

/** The pure reducer behind the settings drawer; an unknown action is a programming error. */
export function themeReducer(state: ThemeState, action: ThemeAction): ThemeState {
  switch (action.type) {
    case 'SET_SPACING':
      return { ...state, spacing: clampSpacing(action.payload) };
    case 'INCREASE_SPACING':
      return { ...state, spacing: clampSpacing(state.spacing + 1) };
    case 'DECREASE_SPACING':
      return { ...state, spacing: clampSpacing(state.spacing - 1) };
    case 'SET_DENSE':
      return { ...state, dense: action.payload };
    case 'RESET_DENSITY':
      return { ...state, dense: false, spacing: DEFAULT_SPACING };
    case 'RESET_COLORS':
      return { ...state, paletteColors: null };
    case 'CHANGE':
      return {
        ...state,
        paletteMode: action.payload.paletteMode ?? state.paletteMode,
        direction: action.payload.direction ?? state.direction,
        paletteColors: action.payload.paletteColors !== undefined ? action.payload.paletteColors : state.paletteColors,
      };
    default:
      throw new Error(`Unrecognized theme action: ${(action as { type?: unknown }).type}`);
  }
}

const StateContext = createContext<ThemeState | null>(null);
const DispatchContext = createContext<Dispatch<ThemeAction> | null>(null);

/** Holds the theme state for the shell; `initial` comes from the server's reading of the cookies. */
export function ThemeStateProvider({ initial, children }: { initial: ThemeState; children: ReactNode }) {
  const [state, dispatch] = useReducer(themeReducer, initial);
  return (
    <StateContext.Provider value={state}>
      <DispatchContext.Provider value={dispatch}>{children}</DispatchContext.Provider>
    </StateContext.Provider>
  );
}

const MISSING_PROVIDER = 'Forgot to wrap component in ThemeProvider';

export function useThemeState(): ThemeState {
  const state = useContext(StateContext);
  if (!state) throw new Error(MISSING_PROVIDER);
  return state;
}

export function useThemeDispatch(): Dispatch<ThemeAction> {
  const dispatch = useContext(DispatchContext);
  if (!dispatch) throw new Error(MISSING_PROVIDER);
  return dispatch;
}

/** The theme-change hook: `changeTheme({ direction: 'rtl' })` dispatches CHANGE. */
export function useChangeTheme(): (options: Extract<ThemeAction, { type: 'CHANGE' }>['payload']) => void {
  const dispatch = useContext(DispatchContext);
  if (!dispatch) throw new Error(MISSING_PROVIDER);
  return useMemo(() => (payload) => dispatch({ type: 'CHANGE', payload }), [dispatch]);
}
