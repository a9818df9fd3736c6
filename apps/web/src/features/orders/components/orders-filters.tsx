import { DownloadOutlined, DownOutlined } from '@ant-design/icons';
import {
  ORDER_STATUS_FILTER_EXCLUDED,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
} from '@livery/domain/order-status';
import { Button, DatePicker, Dropdown, Flex, Grid, Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { type CSSProperties, memo, useState } from 'react';
import { useJoinedTeams } from '../../../shared/api/get-joined-teams.ts';
import { useTeamMembers } from '../../../shared/api/get-team-members.ts';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { useSavedProductsByUids } from '../api/get-saved-products-by-uuids.ts';
import type { OrdersFilters } from '../api/orders-keys.ts';
import { useSavedProductSearch } from '../api/search-saved-products.ts';

const STATUS_OPTIONS = ORDER_STATUSES.filter((status) => !ORDER_STATUS_FILTER_EXCLUDED.includes(status)).map(
  (status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }),
);
const DATE_FORMAT = 'YYYY-MM-DD';
/** Type-ahead of the product filter: short, as it only narrows a 25-row search. */
const PRODUCT_SEARCH_DEBOUNCE_MS = 300;
/** Each filter takes a share of the row and wraps below the others; on a phone each fills the width. */
const FIELD: CSSProperties = { flex: '1 1 200px', minWidth: 0 };

const listOf = (text: string | undefined) => (text ? text.split(',').filter(Boolean) : []);

export interface OrdersFiltersProps {
  filters: OrdersFilters;
  keywordInput: string;
  onKeywordInput: (text: string) => void;
  /** Several URL parameters at once; null clears one. */
  onChange: (changes: Partial<Record<keyof OrdersFilters, string | null>>) => void;
  onExport: (format: 'csv' | 'xlsx') => void;
  isExporting: boolean;
}

/**
 * Spec 03 section 2.2: teams, member, statuses, products, dates and keyword, every one held in the URL. Memoised:
 * a page turn of the list leaves its dozen antd fields as they are.
 */
export const OrdersFiltersBar = memo(function OrdersFiltersBar(props: OrdersFiltersProps) {
  const { filters, onChange } = props;
  const teams = useJoinedTeams();
  const teamIds = listOf(filters.team_ids).map(Number);
  const onlyTeam = teamIds.length === 1 ? teams.data?.find((team) => team.id === teamIds[0]) : undefined;
  const members = useTeamMembers(onlyTeam?.uuid ?? null);
  const [productSearch, setProductSearch] = useState('');
  const productKeyword = useDebouncedValue(productSearch.trim(), PRODUCT_SEARCH_DEBOUNCE_MS);
  const found = useSavedProductSearch(productKeyword);
  const productUuids = listOf(filters.saved_product_ids);
  const chosen = useSavedProductsByUids(productUuids);
  // The chosen products keep their names while the search shows others.
  const productOptions = [...(chosen.data ?? []), ...(found.data ?? [])]
    .filter((product, index, all) => all.findIndex((other) => other.uuid === product.uuid) === index)
    .map((product) => ({ value: product.uuid, label: product.title }));
  const fromDate = filters.from_date ? dayjs(filters.from_date) : null;
  const toDate = filters.to_date ? dayjs(filters.to_date) : null;
  const isPhone = Grid.useBreakpoint().sm === false;
  const joined = (values: ReadonlyArray<string | number>) => (values.length > 0 ? values.join(',') : null);

  return (
    <Flex gap={12} wrap style={{ marginBottom: 16 }} role="search" aria-label="Order filters">
      <Input.Search
        allowClear
        placeholder="Enter Order Id or PO"
        aria-label="Search orders"
        value={props.keywordInput}
        onChange={(event) => props.onKeywordInput(event.target.value)}
        style={FIELD}
      />
      <Select
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        placeholder="All Teams"
        aria-label="Teams"
        style={FIELD}
        value={teamIds}
        optionFilterProp="label"
        options={(teams.data ?? []).map((team) => ({ value: team.id, label: team.name }))}
        // A different choice of teams clears the chosen member (spec 03 section 2.1).
        onChange={(ids: number[]) => onChange({ team_ids: joined(ids), user_id: null })}
      />
      <Select
        allowClear
        placeholder={onlyTeam ? 'All Members' : 'Member'}
        title={onlyTeam ? undefined : 'Choose one team to filter by a member'}
        aria-label="Member"
        style={FIELD}
        disabled={!onlyTeam}
        value={onlyTeam && filters.user_id ? Number(filters.user_id) : undefined}
        optionFilterProp="label"
        showSearch
        options={(members.data?.members ?? [])
          .filter((member) => member.status === 'joined')
          .map((member) => ({ value: member.id, label: member.name || member.email }))}
        onChange={(id?: number) => onChange({ user_id: id ? String(id) : null })}
      />
      <Select
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        placeholder="All Statuses"
        aria-label="Statuses"
        style={FIELD}
        value={listOf(filters.status)}
        options={STATUS_OPTIONS}
        optionFilterProp="label"
        onChange={(statuses: string[]) => onChange({ status: joined(statuses) })}
      />
      <Select
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        placeholder="All Products"
        aria-label="Products"
        style={FIELD}
        value={productUuids}
        showSearch={{ filterOption: false, onSearch: setProductSearch }}
        loading={found.isFetching}
        options={productOptions}
        onChange={(uuids: string[]) => onChange({ saved_product_ids: joined(uuids) })}
        onBlur={() => setProductSearch('')}
      />
      {isPhone ? (
        // A range's two month panels do not fit a phone: two pickers of one month each, side by side.
        <Flex gap={12} style={{ flex: '1 1 100%' }}>
          <DatePicker
            placeholder="From date"
            aria-label="From date"
            inputReadOnly
            style={{ flex: 1, minWidth: 0 }}
            format={DATE_FORMAT}
            value={fromDate}
            maxDate={toDate ?? undefined}
            onChange={(day) => onChange({ from_date: day?.format(DATE_FORMAT) ?? null })}
          />
          <DatePicker
            placeholder="To date"
            aria-label="To date"
            inputReadOnly
            style={{ flex: 1, minWidth: 0 }}
            format={DATE_FORMAT}
            value={toDate}
            minDate={fromDate ?? undefined}
            onChange={(day) => onChange({ to_date: day?.format(DATE_FORMAT) ?? null })}
          />
        </Flex>
      ) : (
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          placeholder={['From date', 'To date']}
          aria-label="Order dates"
          style={FIELD}
          format={DATE_FORMAT}
          value={[fromDate, toDate]}
          onChange={(range) =>
            onChange({
              from_date: range?.[0]?.format(DATE_FORMAT) ?? null,
              to_date: range?.[1]?.format(DATE_FORMAT) ?? null,
            })
          }
        />
      )}
      <Space.Compact>
        <Button icon={<DownloadOutlined />} loading={props.isExporting} onClick={() => props.onExport('csv')}>
          Export
        </Button>
        <Dropdown
          menu={{
            items: [{ key: 'xlsx', label: 'Export as Excel (.xlsx)' }],
            onClick: () => props.onExport('xlsx'),
          }}
          trigger={['click']}
        >
          <Button icon={<DownOutlined />} aria-label="More export formats" disabled={props.isExporting} />
        </Dropdown>
      </Space.Compact>
    </Flex>
  );
});
