import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { CreateCharacterForm as CharacterSchema, CHARACTER_CREATED_MESSAGE, CHARACTER_NAME_LIMITS, DEFAULT_REALITY_SHOW_BACKGROUND } from '@il/contracts';
import { Button, Card, CardContent, FormField, Input, callApi, leaguePath, messageOf, useToast } from '@il/ui';
import { GAME_STATE_KEYS, LEAGUE_QUERY_KEYS } from '@il/ui/league';
import { AvatarSection } from './AvatarSection';
import { BackgroundPicker } from './BackgroundPicker';

type FormInput = z.input<typeof CharacterSchema>;
type FormOutput = z.output<typeof CharacterSchema>;

/** §2 Create character: name, background, look; the league's dashboard follows. */
export function CharacterForm({ leagueId }: { leagueId: number }) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { register, handleSubmit, control, setValue, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(CharacterSchema),
    mode: 'onBlur',
    defaultValues: { playerName: '', realityShowBackground: DEFAULT_REALITY_SHOW_BACKGROUND, avatarUrl: undefined },
  });
  const [playerName, background, avatarUrl] = useWatch({ control, name: ['playerName', 'realityShowBackground', 'avatarUrl'] });
  const { errors } = formState;

  const create = useMutation({
    mutationFn: (values: FormOutput) => callApi('createCharacter', { body: { leagueId, ...values } }),
    onSuccess: async () => {
      toast({ title: CHARACTER_CREATED_MESSAGE, variant: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: LEAGUE_QUERY_KEYS.all }),
        queryClient.invalidateQueries({ queryKey: GAME_STATE_KEYS.all }),
      ]);
      navigate(leaguePath(leagueId));
    },
    onError: (error) => toast({ title: `Failed to create character: ${messageOf(error, 'An unknown error occurred.')}`, variant: 'error' }),
  });
  const busy = create.isPending || create.isSuccess;

  return (
    <form className="persona field-slot" onSubmit={handleSubmit((values) => create.mutate(values))} noValidate aria-label="Create Your Persona">
      <div className="persona__main">
        <Card>
          <CardContent className="persona__card">
            <FormField label="Choose Your Influencer Name" hint="How the league will see you in feeds, chat and the leaderboard." error={errors.playerName?.message}>
              <Input placeholder="@YourInfluencerHandle" autoComplete="off" maxLength={CHARACTER_NAME_LIMITS.max + 10} disabled={busy} {...register('playerName')} />
            </FormField>
            <BackgroundPicker selected={background} field={register('realityShowBackground')} error={errors.realityShowBackground?.message} />
          </CardContent>
        </Card>
      </div>
      <aside className="persona__side">
        <Card>
          <CardContent className="persona__card">
            <AvatarSection
              name={playerName ?? ''}
              background={background ?? DEFAULT_REALITY_SHOW_BACKGROUND}
              avatarUrl={avatarUrl}
              disabled={busy}
              onChange={(url) => setValue('avatarUrl', url, { shouldDirty: true })}
            />
            {errors.avatarUrl?.message && (
              <p className="il-field__error" role="alert">
                {errors.avatarUrl.message}
              </p>
            )}
          </CardContent>
        </Card>
        <Button type="submit" size="lg" block loading={busy}>
          {busy ? 'Creating Your Persona...' : 'Join the League'}
        </Button>
      </aside>
    </form>
  );
}
