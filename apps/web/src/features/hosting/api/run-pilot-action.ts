import { powerOffPilotRoute, powerOnPilotRoute, provisionPilotRoute, rebootPilotRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { hostingKey } from './hosting-keys';

const ROUTES = {
  provision: provisionPilotRoute,
  reboot: rebootPilotRoute,
  'power-on': powerOnPilotRoute,
  'power-off': powerOffPilotRoute,
} as const;

export type PilotCommand = keyof typeof ROUTES;

export interface PilotCommandInput {
  projectUid: string;
  pilotId: string;
  command: PilotCommand;
}

/**
 * docs/product.md § Hosting calls `GET pilot/{pilot_id}/provision | reboot | on | off`; the list and logs reload
 * afterwards (docs/product.md § Pilot actions).
 */
export function runPilotCommand(pilotId: string, command: PilotCommand) {
  return callApi(ROUTES[command], { params: { id: pilotId } });
}

export function useRunPilotCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pilotId, command }: PilotCommandInput) => runPilotCommand(pilotId, command),
    onSuccess: (_response, { projectUid }) => queryClient.invalidateQueries({ queryKey: hostingKey(projectUid) }),
  });
}
