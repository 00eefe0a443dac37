'use client';

import type { ConfiguratorOption } from '@/lib/domain/configurator/types';
import { useConfigurator } from './ConfiguratorContext';
import { OptionFields } from './OptionFields';

/** The item's option fields (all of them, or the size alone in the editor), bound to the configurator they belong to. */
export function ItemOptionFields({ options, errorId }: { options: ConfiguratorOption[]; errorId: string }) {
  const { state, model, derived, select, changeCustomSize } = useConfigurator();
  return (
    <OptionFields
      options={options}
      selection={state.selection}
      customSizeOption={model.sizeName}
      customWidth={state.customWidth}
      customHeight={state.customHeight}
      customError={derived.customError}
      errorId={errorId}
      onSelect={select}
      onCustomChange={changeCustomSize}
    />
  );
}
