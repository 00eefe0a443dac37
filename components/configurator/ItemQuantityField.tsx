'use client';

import { useConfigurator } from './ConfiguratorContext';
import { QuantityField } from './QuantityField';

/** The item's quantity, bound to the configurator it belongs to; `reasonId` names the text that says why a quantity is refused. */
export function ItemQuantityField({ reasonId }: { reasonId: string }) {
  const { state, derived, selectQuantity, typeQuantity } = useConfigurator();
  return (
    <QuantityField
      choices={derived.choices}
      selectValue={state.quantitySelect}
      text={state.quantityText}
      showField={derived.showQuantityField}
      describedBy={derived.blocker === 'quantity' || derived.blocker === 'minimum' ? reasonId : undefined}
      onSelect={selectQuantity}
      onText={typeQuantity}
    />
  );
}
