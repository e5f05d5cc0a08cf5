import type { TLocationName } from '@tableside/domain/schemas/locations';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FIELD_CLASS } from '../../../components/ui/field.ts';
import { useLang } from '../../../hooks/use-lang.ts';
import { errorMessageKey } from '../../../lib/api-client.ts';
import { deleteStaffMember, saveStaffMember, type StaffMemberInput } from '../api/insights-api.ts';
import { useCatalogueMutation, useStaffMembers } from '../api/use-insights.ts';
import { parseAliases } from './aliases.ts';
import { AliasSuggestions } from './alias-suggestions.tsx';
import { NewcomerSuggestions } from './newcomer-suggestions.tsx';
import { AnalysisProgress } from './analysis-progress.tsx';
import { QueryState } from './query-state.tsx';
import { InsightTable, StaffLocation } from './insight-table.tsx';
import { Section } from './section.tsx';
import { LocationPicker } from '../../../components/location-picker/location-picker.tsx';

function AddPerson({ locations }: { locations: readonly TLocationName[] }) {
  const { t } = useTranslation('dashboard');
  const ids = { name: useId(), role: useId(), aliases: useId() };
  const [form, setForm] = useState({ name: '', role: '', aliases: '', location: '' });
  const save = useCatalogueMutation((input: StaffMemberInput) => saveStaffMember(input));
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      {
        name: form.name,
        role: form.role.trim() || null,
        aliases: parseAliases(form.aliases),
        location_id: form.location || null,
      },
      { onSuccess: () => setForm({ name: '', role: '', aliases: '', location: '' }) },
    );
  }
  const field = (key: 'name' | 'role' | 'aliases', label: string, required = false) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={ids[key]} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={ids[key]}
        required={required}
        maxLength={200}
        value={form[key]}
        onChange={(e) => setForm({ ...form, [key]: e.target.value })}
        className={FIELD_CLASS}
      />
    </div>
  );
  return (
    <form
      onSubmit={handleSubmit}
      className="flex flex-wrap items-end gap-2"
      data-testid="staff-add"
    >
      {field('name', t('insights.staff.name'), true)}
      {field('role', t('insights.staff.role'))}
      {field('aliases', t('insights.aliases'))}
      <LocationPicker
        label={t('insights.staff.location')}
        labelClassName="text-sm font-medium"
        locations={locations.filter((l) => l.id !== 'all')}
        value={form.location || null}
        onChange={(id) => setForm({ ...form, location: id ?? '' })}
        emptyLabel={t('insights.staff.anyLocation')}
      />
      <Button type="submit" disabled={save.isPending}>
        {t('insights.staff.add')}
      </Button>
      {save.isError && (
        <p role="alert" className="basis-full text-sm text-red-800 dark:text-red-300">
          {t(errorMessageKey(save.error))}
        </p>
      )}
    </form>
  );
}

/** The roster: name, role, location, aliases; each person links to their page. */
export function StaffRoster({
  canManage,
  locations,
}: {
  canManage: boolean;
  locations: readonly TLocationName[];
}) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const members = useStaffMembers();
  const remove = useCatalogueMutation(deleteStaffMember);
  return (
    <Section title={t('insights.staff.roster')} actions={<AnalysisProgress />}>
      {canManage && <AddPerson locations={locations} />}
      {canManage && <AliasSuggestions kind="staff" />}
      {canManage && <NewcomerSuggestions />}
      <QueryState
        query={members}
        emptyTitle={t('insights.staff.rosterEmptyTitle')}
        emptyDescription={t('insights.staff.rosterEmptyDescription')}
      >
        {(rows) => (
          <InsightTable
            testId="staff-roster"
            rows={rows}
            rowKey={(m) => m.id}
            columns={[
              {
                header: t('insights.staff.name'),
                cell: (m) => (
                  <Link
                    className="font-medium underline"
                    to={`/${lang}/dashboard/staff/profiles/${m.id}`}
                  >
                    {m.name}
                  </Link>
                ),
              },
              { header: t('insights.staff.role'), cell: (m) => m.role ?? '—' },
              { header: t('insights.staff.location'), cell: (m) => <StaffLocation row={m} /> },
              { header: t('insights.aliases'), cell: (m) => m.aliases.join(', ') },
              canManage && {
                header: <span className="sr-only">{t('insights.actions')}</span>,
                className: 'text-right',
                cell: (m) => (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => remove.mutate(m.id)}
                    aria-label={t('insights.deleteItem', { name: m.name })}
                  >
                    {t('insights.delete')}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </QueryState>
    </Section>
  );
}
