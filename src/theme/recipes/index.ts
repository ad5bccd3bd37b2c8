/** Theme recipes, one per file (Park UI / Panda habit); registered in panda.config.ts. */
import { buttonRecipe } from './button';
import { chipRecipe } from './chip';
import { toastRecipe } from './toast';

export const recipes = { button: buttonRecipe, chip: chipRecipe, toast: toastRecipe };
