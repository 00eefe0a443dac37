'use client';

import { customSizeLimits } from '@/lib/domain/configurator/custom-size';
import type { ConfiguratorOption } from '@/lib/domain/configurator/types';
import { useConfigurator } from './ConfiguratorContext';
import { OptionFields } from './OptionFields';

/** The item's option fields (all of them, or the size alone in the editor), bound to the configurator they belong to. */
export function ItemOptionFields({ options, errorId }: { options: ConfiguratorOption[]; errorId: string }) {
  const { config, state, model, derived, select, changeCustomSize, changeCustomUnit } = useConfigurator();
  return (
    <OptionFields
      options={options}
      selection={state.selection}
      customSizeOption={model.sizeName}
      customWidth={state.customWidth}
      customHeight={state.customHeight}
      customError={derived.customError}
      unit={config.metricSizes ? (state.customUnit ?? 'in') : null}
      limits={customSizeLimits(model.sizes)}
      onUnitChange={changeCustomUnit}
      errorId={errorId}
      onSelect={select}
      onCustomChange={changeCustomSize}
    />
  );
}
