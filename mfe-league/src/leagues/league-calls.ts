import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { createLeagueRequestFromForm, type CreateLeagueForm, JoinLeagueRequest } from '@il/contracts';
import { callApi } from '@il/ui';
import { LEAGUE_QUERY_KEYS, retryUnlessRefused } from '@il/ui/league';

/** The viewer's leagues; the profile's My Leagues reads the same cache entry. */
export function useMyLeagues() {
  return useQuery({ queryKey: LEAGUE_QUERY_KEYS.mine, queryFn: () => callApi('listLeagues'), retry: retryUnlessRefused });
}

export function usePublicLeagues(enabled = true) {
  return useQuery({ queryKey: LEAGUE_QUERY_KEYS.public, queryFn: () => callApi('publicLeagues'), retry: retryUnlessRefused, enabled });
}

/** Creating or joining changes every league list and card the viewer has seen. */
function useRefreshLeagues() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: LEAGUE_QUERY_KEYS.all });
}

export function useCreateLeague() {
  const refresh = useRefreshLeagues();
  return useMutation({
    // The duration starts at the moment of submitting, not when the dialog opened.
    mutationFn: (form: CreateLeagueForm) => callApi('createLeague', { body: createLeagueRequestFromForm(form, new Date()) }),
    onSuccess: () => refresh(),
  });
}

export function useJoinLeague() {
  const refresh = useRefreshLeagues();
  return useMutation({
    mutationFn: (input: z.input<typeof JoinLeagueRequest>) => callApi('joinLeague', { body: input }),
    onSuccess: () => refresh(),
  });
}
