// @vitest-environment jsdom
import { DEPLOYMENT_MESSAGES, DEPLOYMENT_RULES, type WorkspaceRole } from '@aerie/contract';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { aCommandsRecord, aConfig, answer, MEMBER_ID, OWNER_ID, PROJECT_UID, showProjectPage } from '../test-support';
import CommandsPage from './commands-page';
import VariablesPage from './variables-page';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const FETCH_COMMANDS = 'GET /api/commands/fetch';
const UPDATE_COMMANDS = 'POST /api/commands/update/c0mmand5slug';

function showCommands(
  address = `/dashboard/project/${PROJECT_UID}/15/commands/12?tab=hosting`,
  state?: unknown,
  role?: WorkspaceRole,
) {
  return showProjectPage({
    path: 'dashboard/project/:uid/:deployment_id/commands/:project_id',
    element: <CommandsPage />,
    address,
    state,
    ...(role && { userId: MEMBER_ID, role }),
    extraRoutes: [
      { path: 'dashboard/project/:uid/hosting', element: <p>hosting page</p> },
      { path: 'dashboard/project/:uid/deployments', element: <p>deployments page</p> },
    ],
  });
}

describe('CommandsPage', () => {
  it("opens with the server's 'pwd' record in a 120×20 textarea under the server's name and ip", async () => {
    const calls = answer({
      [FETCH_COMMANDS]: () => ({ body: { success: true, message: '', data: aCommandsRecord() } }),
    });
    showCommands();
    const textarea = (await screen.findByLabelText('Commands')) as HTMLTextAreaElement;
    expect(textarea.value).toBe(DEPLOYMENT_RULES.defaultCommands);
    expect(textarea.cols).toBe(DEPLOYMENT_RULES.commandsCols);
    expect(textarea.rows).toBe(DEPLOYMENT_RULES.commandsRows);
    expect(screen.getByRole('heading', { name: /shop-pilot/ })).toBeTruthy();
    expect(screen.getByText(/203\.0\.113\.7/)).toBeTruthy();
    expect(screen.getByText(/Last updated 22 Nov 2026/)).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual([`/api/commands/fetch?deployment_id=15&project_id=${PROJECT_UID}`]);
  });

  it('shows a guest the commands read-only, with Save unavailable and the reason', async () => {
    const calls = answer({
      [FETCH_COMMANDS]: () => ({ body: { success: true, message: '', data: aCommandsRecord() } }),
    });
    showCommands(undefined, undefined, 'guest');
    const textarea = (await screen.findByLabelText('Commands')) as HTMLTextAreaElement;
    expect(textarea.readOnly).toBe(true);
    const save = screen.getByRole('button', { name: 'Save Commands' });
    expect(save.getAttribute('aria-disabled')).toBe('true');
    await act(async () => save.focus());
    expect(screen.getByRole('tooltip').textContent).toBe('Only a developer or above can run deployments.');
    fireEvent.click(save);
    expect(calls).toHaveLength(1);
  });

  it('saves project_id, deployment_id, commands and user_id, and clears the banner after 2.5 s', async () => {
    const calls = answer({
      [FETCH_COMMANDS]: () => ({ body: { success: true, message: '', data: aCommandsRecord() } }),
      [UPDATE_COMMANDS]: (call) => ({
        body: {
          success: true,
          message: DEPLOYMENT_MESSAGES.commandsSaved,
          data: aCommandsRecord({ commands: (call.body as { commands: string }).commands, user_id: OWNER_ID }),
        },
      }),
    });
    showCommands();
    const textarea = await screen.findByLabelText('Commands');
    fireEvent.change(textarea, { target: { value: 'npm ci\nnpm run build' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Save Commands' }));
    expect(await screen.findByText(DEPLOYMENT_MESSAGES.commandsSaved)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      project_id: PROJECT_UID,
      deployment_id: 15,
      commands: 'npm ci\nnpm run build',
      user_id: OWNER_ID,
    });
    expect((screen.getByLabelText('Commands') as HTMLTextAreaElement).value).toBe('npm ci\nnpm run build');
    await act(async () => vi.advanceTimersByTime(DEPLOYMENT_RULES.saveBannerMs - 100));
    expect(screen.getByText(DEPLOYMENT_MESSAGES.commandsSaved)).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(100));
    expect(screen.queryByText(DEPLOYMENT_MESSAGES.commandsSaved)).toBeNull();
  });

  it("shows the server's message when saving fails", async () => {
    answer({
      [FETCH_COMMANDS]: () => ({ body: { success: true, message: '', data: aCommandsRecord() } }),
      [UPDATE_COMMANDS]: () => ({
        status: 404,
        body: { success: false, message: 'Commands record not found', error: 'not_found' },
      }),
    });
    showCommands();
    await screen.findByLabelText('Commands');
    fireEvent.click(screen.getByRole('button', { name: 'Save Commands' }));
    expect(await screen.findByText('Commands record not found')).toBeTruthy();
  });

  it('goes back to the page it came from, else to the list that `tab` names', async () => {
    answer({ [FETCH_COMMANDS]: () => ({ body: { success: true, message: '', data: aCommandsRecord() } }) });
    showCommands();
    expect((await screen.findByRole('link', { name: 'Go Back' })).getAttribute('href')).toBe(
      `/dashboard/project/${PROJECT_UID}/hosting`,
    );
    cleanup();
    showCommands(`/dashboard/project/${PROJECT_UID}/15/commands/12?tab=deployment`);
    expect((await screen.findByRole('link', { name: 'Go Back' })).getAttribute('href')).toBe(
      `/dashboard/project/${PROJECT_UID}/deployments`,
    );
    cleanup();
    const from = `/dashboard/project/hosting/${PROJECT_UID}/k3j4h5g6f7d8/9/shop-pilot`;
    showCommands(undefined, { from });
    expect((await screen.findByRole('link', { name: 'Go Back' })).getAttribute('href')).toBe(from);
  });
});

const GET_VARIABLES = 'GET /api/deployments/variables/15';
const SAVE_VARIABLES = 'POST /api/deployments/variables/c0nf1gslug12';

function showVariables(role?: WorkspaceRole) {
  return showProjectPage({
    path: 'dashboard/project/:uid/variables/:deployment_slug/:deployment_id',
    element: <VariablesPage />,
    address: `/dashboard/project/${PROJECT_UID}/variables/d3pl0ym3ntab/15?tab=deployment`,
    ...(role && { userId: MEMBER_ID, role }),
  });
}

describe('VariablesPage', () => {
  it('opens the (first, empty) record and says values are encrypted and masked in logs', async () => {
    const calls = answer({ [GET_VARIABLES]: () => ({ body: { success: true, message: '', data: aConfig() } }) });
    showVariables();
    expect(((await screen.findByLabelText('Variables')) as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByText(/stored encrypted and shown as \*{8} in run logs/)).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/api/deployments/variables/15']);
  });

  it('tells a guest why instead of asking for the secrets', async () => {
    const calls = answer({});
    showVariables('guest');
    expect(await screen.findByText("You can't see these variables")).toBeTruthy();
    expect(screen.getByText('Only a developer or above can run deployments.')).toBeTruthy();
    expect(screen.queryByLabelText('Variables')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('names the bad line before sending, then saves deployment_id and variables', async () => {
    const calls = answer({
      [GET_VARIABLES]: () => ({ body: { success: true, message: '', data: aConfig() } }),
      [SAVE_VARIABLES]: (call) => ({
        body: {
          success: true,
          message: DEPLOYMENT_MESSAGES.variablesSaved,
          data: aConfig({ variables: (call.body as { variables: string }).variables }),
        },
      }),
    });
    showVariables();
    const textarea = await screen.findByLabelText('Variables');
    fireEvent.change(textarea, { target: { value: 'NODE_ENV=production\nbad-key=1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save configs' }));
    expect(await screen.findByText('Line 2: bad-key is not a valid variable name')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(textarea, { target: { value: 'NODE_ENV=production\nAPI_KEY=s3cret' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Save configs' }));
    expect(await screen.findByText(DEPLOYMENT_MESSAGES.variablesSaved)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      deployment_id: 15,
      variables: 'NODE_ENV=production\nAPI_KEY=s3cret',
    });
    await act(async () => vi.advanceTimersByTime(DEPLOYMENT_RULES.saveBannerMs));
    expect(screen.queryByText(DEPLOYMENT_MESSAGES.variablesSaved)).toBeNull();
    // Issue 28: once saved, the values are hidden again.
    expect(screen.queryByLabelText('Variables')).toBeNull();
    expect(screen.queryByText('s3cret')).toBeNull();
  });

  it('hides saved values until each is revealed; Edit shows them in the editor, Cancel hides them again', async () => {
    answer({
      [GET_VARIABLES]: () => ({
        body: {
          success: true,
          message: '',
          data: aConfig({ variables: '# keys\nNODE_ENV=production\nAPI_KEY=s3cret' }),
        },
      }),
    });
    showVariables();
    const saved = await screen.findByRole('list', { name: 'Saved variables' });
    const rows = within(saved).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      `NODE_ENV${DEPLOYMENT_MESSAGES.masked}Reveal`,
      `API_KEY${DEPLOYMENT_MESSAGES.masked}Reveal`,
    ]);
    expect(screen.queryByText('s3cret')).toBeNull();
    expect(screen.queryByLabelText('Variables')).toBeNull();

    const reveal = within(saved).getByRole('button', { name: 'Reveal API_KEY' });
    expect(reveal.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(reveal);
    expect(within(rows[1]!).getByText('s3cret')).toBeTruthy();
    // Only the one revealed.
    expect(within(rows[0]!).queryByText('production')).toBeNull();
    fireEvent.click(within(saved).getByRole('button', { name: 'Hide API_KEY' }));
    expect(screen.queryByText('s3cret')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit variables' }));
    const textarea = screen.getByLabelText('Variables') as HTMLTextAreaElement;
    expect(textarea.value).toBe('# keys\nNODE_ENV=production\nAPI_KEY=s3cret');
    fireEvent.change(textarea, { target: { value: 'API_KEY=changed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Variables')).toBeNull();
    expect(screen.getByRole('list', { name: 'Saved variables' })).toBeTruthy();
  });

  it("shows the server's line-numbered message beside the text", async () => {
    answer({
      [GET_VARIABLES]: () => ({ body: { success: true, message: '', data: aConfig() } }),
      [SAVE_VARIABLES]: () => ({
        status: 400,
        body: {
          success: false,
          message: 'Validation failed',
          error: 'bad_request',
          errors: { variables: ['Line 1: PATH is reserved'] },
        },
      }),
    });
    showVariables();
    fireEvent.change(await screen.findByLabelText('Variables'), { target: { value: 'PATH=/tmp' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save configs' }));
    expect(await screen.findByText('Line 1: PATH is reserved')).toBeTruthy();
    expect(screen.getByLabelText('Variables').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('over-long pasted text (issue 25)', () => {
  it('keeps pasted commands whole, counts them, and refuses them with the limit instead of sending', async () => {
    const calls = answer({
      [FETCH_COMMANDS]: () => ({ body: { success: true, message: '', data: aCommandsRecord() } }),
    });
    showCommands();
    const textarea = (await screen.findByLabelText('Commands')) as HTMLTextAreaElement;
    const pasted = `echo ${'x'.repeat(DEPLOYMENT_RULES.commandsMax)}`;
    fireEvent.change(textarea, { target: { value: pasted } });
    expect(textarea.value).toBe(pasted);
    expect(textarea.maxLength).toBe(-1);
    const count = document.getElementById('deployment-commands-count')!;
    expect(count.textContent).toContain(`${pasted.length.toLocaleString('en-GB')} / 20,000`);
    fireEvent.click(screen.getByRole('button', { name: 'Save Commands' }));
    const message = await screen.findByText('Commands must be at most 20000 characters');
    expect(message.id).toBe('deployment-commands-error');
    expect(textarea.getAttribute('aria-describedby')).toContain('deployment-commands-error');
    expect(textarea.value).toBe(pasted);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('keeps pasted variables whole and refuses them with the limit instead of sending', async () => {
    const calls = answer({ [GET_VARIABLES]: () => ({ body: { success: true, message: '', data: aConfig() } }) });
    showVariables();
    const textarea = (await screen.findByLabelText('Variables')) as HTMLTextAreaElement;
    const pasted = `API_KEY=${'v'.repeat(DEPLOYMENT_RULES.variablesMax)}`;
    fireEvent.change(textarea, { target: { value: pasted } });
    expect(textarea.value).toBe(pasted);
    expect(textarea.maxLength).toBe(-1);
    expect(document.getElementById('deployment-variables-count')!.textContent).toContain('50,008 / 50,000');
    fireEvent.click(screen.getByRole('button', { name: 'Save configs' }));
    expect(await screen.findByText('Variables must be at most 50000 characters')).toBeTruthy();
    expect(textarea.value).toBe(pasted);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
