import ts from 'typescript';
import { readJsDoc } from './jsdoc';
import type { ApiSlot } from './types';

/**
 * The slots of a component: the members of its `{Name}Slots` interface when it exports one, else the
 * members of the type of its own `slots` prop (Slider, Badge, Tooltip declare that type inline).
 */
export function collectSlots(slotsInterface: ts.Symbol | undefined, slotsProp: ts.Symbol | undefined, checker: ts.TypeChecker): ApiSlot[] {
  let type: ts.Type | undefined;
  if (slotsInterface) type = checker.getDeclaredTypeOfSymbol(slotsInterface);
  else if (slotsProp) type = checker.getNonNullableType(checker.getTypeOfSymbol(slotsProp));
  if (!type) return [];
  // MUI X 6 types `slots` as `UncapitalizeObjectKeys<DatePickerSlotsComponents>`: the renamed keys lose
  // their comments, which stay on the capitalized members of the type it renames (`ActionBar`).
  const renamed = type.aliasSymbol?.name === 'UncapitalizeObjectKeys' ? type.aliasTypeArguments?.[0] : undefined;
  return checker.getPropertiesOfType(type).map((property) => {
    const original = renamed?.getProperty(property.name[0].toUpperCase() + property.name.slice(1));
    const doc = readJsDoc(property.declarations?.[0] ?? original?.declarations?.[0]);
    const slot: ApiSlot = { name: property.name, description: doc.description };
    const element = doc.tags.get('default');
    // `@default 'span'` names an element, `@default Collapse` a component: either way, without quotes.
    if (element) slot.defaultElement = element.replace(/^(['"`])(.*)\1$/, '$2');
    return slot;
  });
}
