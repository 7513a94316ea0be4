import {
  useCreateListingItem,
  useCreateListingPassType,
  useDeleteListingItem,
  useDeleteListingPassType,
  useListingCatalogue,
  useListingPassTypes,
  useUpdateListingItem,
  useUpdateListingPassType,
} from '@convene/client';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../components/action-feedback';
import { Card } from '../../components/card';
import { TabPanel, Tabs } from '../../components/tabs';
import { CatalogueEditor, type CatalogueWrites, type Done } from './catalogue-editor';
import { CATALOGUE_KINDS, type CatalogueItem, type CatalogueKind } from './catalogue-kinds';

type ItemKind = Exclude<CatalogueKind, 'passTypes'>;

/** What the editor needs of a TanStack mutation (its variables are checked by the hook). */
interface Writer {
  mutate: (
    variables: never,
    options: { onSuccess: (data: unknown, variables: unknown) => void; onSettled?: () => void },
  ) => void;
  isPending: boolean;
  error: unknown;
}

/** The editor's writes over a kind's create, update and delete mutations. */
function useWrites(create: Writer, update: Writer, remove: Writer, idKey: string): CatalogueWrites {
  const feedback = useActionFeedback();
  const options = (success: 'host.item.saved' | 'host.item.deleted', done: Done) =>
    feedback({ success, ...done });
  return {
    create: (body, done) => create.mutate(body as never, options('host.item.saved', done)),
    update: (id, body, done) =>
      update.mutate({ ...body, [idKey]: id } as never, options('host.item.saved', done)),
    remove: (id, done) => remove.mutate(id as never, options('host.item.deleted', done)),
    saving: create.isPending || update.isPending,
    deleting: remove.isPending,
    error: create.error ?? update.error,
  };
}

/** Pass types: their own routes and hooks. */
function PassTypes({ eventId }: { eventId: string }) {
  const list = useListingPassTypes(eventId);
  const writes = useWrites(
    useCreateListingPassType(eventId),
    useUpdateListingPassType(eventId),
    useDeleteListingPassType(eventId),
    'passTypeId',
  );
  const items: CatalogueItem[] = list.data ?? [];
  return (
    <CatalogueEditor
      kind="passTypes"
      items={items}
      loading={list.isPending}
      writes={writes}
      passTypes={items}
    />
  );
}

/** Packages, add-ons, room types or coupons: the generic catalogue routes. */
function Items({ kind, eventId }: { kind: ItemKind; eventId: string }) {
  const list = useListingCatalogue(kind, eventId);
  const passTypes = useListingPassTypes(eventId);
  const writes = useWrites(
    useCreateListingItem(kind, eventId),
    useUpdateListingItem(kind, eventId),
    useDeleteListingItem(kind, eventId),
    'id',
  );
  return (
    <CatalogueEditor
      kind={kind}
      items={(list.data ?? []) as CatalogueItem[]}
      loading={list.isPending}
      writes={writes}
      passTypes={passTypes.data ?? []}
    />
  );
}

/** What the listing sells: pass types, packages, add-ons, room types and coupons, a tab each. */
export function CataloguePanel({ eventId }: { eventId: string }) {
  const intl = useIntl();
  const [kind, setKind] = useState<CatalogueKind>('passTypes');
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="mb-3 text-lg font-semibold">
        {intl.formatMessage({ id: 'host.catalogue.title' })}
      </h2>
      <Tabs
        id="host-catalogue"
        tabs={CATALOGUE_KINDS}
        value={kind}
        onChange={setKind}
        label={intl.formatMessage({ id: 'host.catalogue.title' })}
        labelOf={(value) => intl.formatMessage({ id: `host.${value}.tab` })}
      />
      <TabPanel id="host-catalogue" tab={kind}>
        {kind === 'passTypes' ? (
          <PassTypes eventId={eventId} />
        ) : (
          <Items key={kind} kind={kind} eventId={eventId} />
        )}
      </TabPanel>
    </Card>
  );
}
