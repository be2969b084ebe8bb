/** Names, units and source gas keys of the seven gases as written into data files. */
import type { GasId } from '@/lib/model/gas';
import type { Names } from '@/lib/model/catalogue-names';

interface GasMeta {
  name: Names;
  unit: string;
  /** Gas key in the UNFCCC DI extract. */
  crfGas: string;
  /** Factor from the extract's normalised unit (kt or kt CO2e) to `unit`. */
  factor: number;
}

export const GAS_META: Record<GasId, GasMeta> = {
  co2eq: {
    name: { en: 'CO2 equivalent (all gases)', et: 'CO2 ekvivalent (kõik gaasid)', ru: 'CO2-эквивалент (все газы)' },
    unit: 'kt CO2 eq',
    crfGas: 'GHG_total_CO2e',
    factor: 1,
  },
  co2: {
    name: { en: 'Carbon dioxide (CO2)', et: 'Süsinikdioksiid (CO2)', ru: 'Диоксид углерода (CO2)' },
    unit: 'kt',
    crfGas: 'CO2',
    factor: 1,
  },
  ch4: { name: { en: 'Methane (CH4)', et: 'Metaan (CH4)', ru: 'Метан (CH4)' }, unit: 'kt', crfGas: 'CH4', factor: 1 },
  n2o: {
    name: { en: 'Nitrous oxide (N2O)', et: 'Dilämmastikoksiid (N2O)', ru: 'Закись азота (N2O)' },
    unit: 'kt',
    crfGas: 'N2O',
    factor: 1,
  },
  hfc: {
    name: { en: 'Hydrofluorocarbons (HFCs)', et: 'Fluorosüsivesinikud (HFC-d)', ru: 'Гидрофторуглероды (ГФУ)' },
    unit: 'kt CO2 eq',
    crfGas: 'HFCs',
    factor: 1,
  },
  pfc: {
    name: { en: 'Perfluorocarbons (PFCs)', et: 'Perfluorosüsinikud (PFC-d)', ru: 'Перфторуглероды (ПФУ)' },
    unit: 'kt CO2 eq',
    crfGas: 'PFCs',
    factor: 1,
  },
  sf6: {
    name: { en: 'Sulphur hexafluoride (SF6)', et: 'Väävelheksafluoriid (SF6)', ru: 'Гексафторид серы (SF6)' },
    unit: 't',
    crfGas: 'SF6',
    factor: 1000,
  },
};

export const LEGEND_TEXT = {
  withLulucf: { en: 'Total with LULUCF', et: 'Kokku koos LULUCF-iga', ru: 'Итого с ЗИЗЛХ' },
  withoutLulucf: { en: 'Total without LULUCF', et: 'Kokku ilma LULUCF-ita', ru: 'Итого без ЗИЗЛХ' },
} as const;
