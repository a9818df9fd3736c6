import { Select, type SelectProps } from 'antd';
import { useCountries } from '../../../shared/api/get-countries.ts';

/** A searchable country picker whose value is the ISO code. */
export function CountrySelect(props: SelectProps<string>) {
  const countries = useCountries();
  return (
    <Select<string>
      showSearch
      optionFilterProp="label"
      loading={countries.isPending}
      options={(countries.data ?? []).map((country) => ({ value: country.code, label: country.name }))}
      placeholder="Select a country"
      {...props}
    />
  );
}
