import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  CreateLeagueForm as CreateLeagueSchema,
  DEFAULT_LEAGUE_DURATION,
  DurationUnit,
  LEAGUE_LIMITS,
  addLeagueDuration,
} from '@il/contracts';
import { Button, FormField, Input, Textarea, cx, messageOf, useToast } from '@il/ui';
import { formatDate } from '../format/numbers';
import { useCreateLeague } from './league-calls';
import '../styles/forms.css';
import Globe from 'lucide-react/icons/globe';
import Lock from 'lucide-react/icons/lock';

type FormInput = z.input<typeof CreateLeagueSchema>;
type FormOutput = z.output<typeof CreateLeagueSchema>;

const AMOUNTS = Array.from({ length: LEAGUE_LIMITS.durationMax - LEAGUE_LIMITS.durationMin + 1 }, (_, i) => i + LEAGUE_LIMITS.durationMin);

const TYPE_CHOICES = [
  { value: 'public', label: 'Public', icon: Globe, hint: 'Anyone can find and join it.' },
  { value: 'friends_family', label: 'Friends & Family', icon: Lock, hint: 'Private: players join with your invite code.' },
] as const;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : Number(value));

export interface CreateLeagueFormProps {
  onCreated: (leagueId: number) => void;
  onCancel?: () => void;
}

/** §5 Create league, with the duration picker: 1-12 days, weeks or months, starting now. */
export function CreateLeagueForm({ onCreated, onCancel }: CreateLeagueFormProps) {
  const { toast } = useToast();
  const create = useCreateLeague();
  const { register, handleSubmit, control, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(CreateLeagueSchema),
    mode: 'onBlur',
    defaultValues: {
      name: '',
      description: '',
      type: 'public',
      maxPlayers: LEAGUE_LIMITS.maxPlayersDefault,
      durationAmount: DEFAULT_LEAGUE_DURATION.amount,
      durationUnit: DEFAULT_LEAGUE_DURATION.unit,
    },
  });
  const { errors } = formState;
  const [amount, unit, type] = useWatch({ control, name: ['durationAmount', 'durationUnit', 'type'] });
  const endsOn = addLeagueDuration(new Date(), Number(amount) || DEFAULT_LEAGUE_DURATION.amount, unit ?? DEFAULT_LEAGUE_DURATION.unit);

  const onSubmit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: ({ id }) => {
        toast({ title: 'League created successfully!', variant: 'success' });
        onCreated(id);
      },
      onError: (error) => toast({ title: `Failed to create league: ${messageOf(error, 'An unknown error occurred.')}`, variant: 'error' }),
    }),
  );

  return (
    <form className="create-league field-slot" onSubmit={onSubmit} noValidate aria-label="Create League">
      <FormField label="League Name" error={errors.name?.message}>
        <Input placeholder="e.g. Villa Reunion All-Stars" maxLength={LEAGUE_LIMITS.nameMax} {...register('name')} />
      </FormField>
      <FormField label="Description" hint="Optional, up to 200 characters." error={errors.description?.message}>
        <Textarea rows={3} placeholder="What is this league about?" maxLength={LEAGUE_LIMITS.descriptionMax} {...register('description')} />
      </FormField>
      <fieldset className="create-league__types">
        <legend className="il-field__label">League Type</legend>
        <div className="create-league__type-grid">
          {TYPE_CHOICES.map((choice) => (
            <label key={choice.value} className={cx('choice-card', type === choice.value && 'choice-card--selected')}>
              <input type="radio" value={choice.value} className="choice-card__input" {...register('type')} />
              <span className="choice-card__icon" aria-hidden="true">
                <choice.icon />
              </span>
              <span className="choice-card__label">{choice.label}</span>
              <span className="choice-card__hint">{choice.hint}</span>
            </label>
          ))}
        </div>
        {errors.type?.message && (
          <p className="il-field__error" role="alert">
            {errors.type.message}
          </p>
        )}
      </fieldset>
      <div className="create-league__row">
        <FormField label="Max Players" hint="2 to 100 players." error={errors.maxPlayers?.message}>
          <Input type="number" inputMode="numeric" min={LEAGUE_LIMITS.maxPlayersMin} max={LEAGUE_LIMITS.maxPlayersMax} {...register('maxPlayers', { setValueAs: emptyToUndefined })} />
        </FormField>
        <fieldset className="create-league__duration">
          <legend className="il-field__label">Duration</legend>
          <div className="create-league__duration-inputs">
            <select className="il-input" aria-label="Duration amount" {...register('durationAmount', { setValueAs: emptyToUndefined })}>
              {AMOUNTS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            <select className="il-input" aria-label="Duration unit" {...register('durationUnit')}>
              {DurationUnit.options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
          <p className="il-field__hint">Starts now, ends {formatDate(endsOn)}.</p>
          {(errors.durationAmount?.message || errors.durationUnit?.message) && (
            <p className="il-field__error" role="alert">
              {errors.durationAmount?.message ?? errors.durationUnit?.message}
            </p>
          )}
        </fieldset>
      </div>
      <div className="create-league__actions">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create League'}
        </Button>
      </div>
    </form>
  );
}
