import { useScheduleContent, useUnscheduleContent } from '@convene/client';
import type { Content } from '@convene/contract';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { CheckField } from '../../components/form-fields';
import { TextField } from '../../components/text-field';
import { ContentState, fieldErrors } from './studio-parts';

const pad = (value: number) => String(value).padStart(2, '0');

/** A date as a `datetime-local` value in the browser's time zone. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (the browser's zone) as UTC, what the server takes. */
export function localInputToUtc(value: string): string | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * When a content is published: a date and time in the browser's zone (sent as UTC), and
 * whether subscribers hear of it by email and push; publish now, or back to a draft.
 */
export function SchedulePanel({ channelId, content }: { channelId: string; content: Content }) {
  const intl = useIntl();
  const schedule = useScheduleContent();
  const unschedule = useUnscheduleContent();
  const [date, setDate] = useState(() =>
    toLocalInput(content.published ? new Date(content.published) : new Date()),
  );
  const [email, setEmail] = useState(content.email);
  const [push, setPush] = useState(content.push);
  const [dateMissing, setDateMissing] = useState(false);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const ref = { channelId, contentId: content.id };
  const errorOf = fieldErrors(schedule.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const utc = localInputToUtc(date);
    if (!utc) {
      setDateMissing(true);
      return;
    }
    schedule.mutate({ ...ref, date: utc, email, push });
  };

  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="studio-schedule-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="studio-schedule-title" className="text-lg font-semibold">
            {intl.formatMessage({ id: 'studio.schedule.title' })}
          </h2>
          <ContentState content={content} />
        </div>
        <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
          <TextField
            type="datetime-local"
            label={intl.formatMessage({ id: 'studio.schedule.date' })}
            hint={intl.formatMessage({ id: 'studio.schedule.date.hint' }, { zone })}
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
              setDateMissing(false);
            }}
            error={
              dateMissing
                ? intl.formatMessage({ id: 'studio.schedule.dateRequired' })
                : errorOf('date')
            }
          />
          <CheckField
            label={intl.formatMessage({ id: 'studio.schedule.email' })}
            checked={email}
            onChange={setEmail}
          />
          <CheckField
            label={intl.formatMessage({ id: 'studio.schedule.push' })}
            checked={push}
            onChange={setPush}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={schedule.isPending}>
              {intl.formatMessage({ id: 'studio.schedule.submit' })}
            </Button>
            <Button
              variant="secondary"
              disabled={schedule.isPending}
              onClick={() =>
                schedule.mutate({ ...ref, date: new Date().toISOString(), email, push })
              }
            >
              {intl.formatMessage({ id: 'studio.schedule.now' })}
            </Button>
            {content.state !== 'draft' ? (
              <Button
                variant="secondary"
                loading={unschedule.isPending}
                onClick={() => unschedule.mutate(ref)}
              >
                {intl.formatMessage({ id: 'studio.schedule.unschedule' })}
              </Button>
            ) : null}
          </div>
        </form>
      </section>
    </Card>
  );
}
