import { act, cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fakeServer, type FakeAnswer, type FakeRoute } from '../../../lib/test-fetch';
import assistant from '../../../locales/en/assistant.json';
import ChatPanel from './chat-panel';

configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { assistant } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const HEALTH_OK: FakeAnswer = [
  200,
  {
    status: 'ok',
    service: 'assistant',
    provider: 'offline',
    translate_provider: null,
    index: { passages: 10, languages: { en: 10 }, updated_at: null },
    timestamp: '2025-05-06T10:00:00.000Z',
  },
];

const answer = (overrides: Record<string, unknown> = {}): FakeAnswer => [
  200,
  {
    success: true,
    message: 'He built **payment systems** [1].',
    conversation_id: 'conv-1',
    provider: 'offline',
    cached: false,
    is_redirect: false,
    redirect_url: null,
    kind: 'answer',
    citations: [{ title: 'Projects', url: '/#projects' }],
    language: 'en',
    processing_time_ms: 3,
    ...overrides,
  },
];

function routes(chat: () => FakeAnswer, health: () => FakeAnswer = () => HEALTH_OK): FakeRoute[] {
  return [
    ['GET', '/ai/health', health],
    [
      'GET',
      '/ai/api/suggestions',
      () => [200, { success: true, context: 'home', language: 'en', suggestions: ['A?', 'B?', 'C?', 'D?'] }],
    ],
    ['GET', '/ai/api/contexts', () => [500, { success: false, message: 'down' }]],
    ['POST', '/ai/api/chat', chat],
  ];
}

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const location = memoryLocation({ path: '/', record: true });
  return render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook}>
        <ChatPanel id="panel" context="home" onClose={() => {}} />
      </Router>
    </QueryClientProvider>,
  );
}

const input = () => screen.getByRole('textbox', { name: 'Your question' }) as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
function ask(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.click(sendButton());
}

describe('the chat panel', () => {
  it('greets, shows at most 3 suggestions, and answers with its sources as links', async () => {
    const server = fakeServer(routes(() => answer()));
    open();
    expect(screen.getByTestId('assistant-greeting').textContent).toContain('my work');
    await waitFor(() => expect(screen.getByTestId('assistant-status').textContent).toBe('Online'));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^[A-D]\?$/ })).toHaveLength(3));
    expect(document.activeElement).toBe(input());
    ask('  Has he built payment systems?  ');
    const reply = await screen.findByTestId('assistant-answer');
    expect(reply.querySelector('strong')?.textContent).toBe('payment systems');
    expect(screen.getByRole('link', { name: 'Projects' }).getAttribute('href')).toBe('/#projects');
    expect(screen.getByRole('link', { name: '[1]' })).toBeTruthy();
    const sent = server.requests.find((request) => request.method === 'POST');
    expect(sent?.body).toEqual({ message: 'Has he built payment systems?', context: 'home', language: 'en' });
    expect(screen.getByRole('log').contains(reply)).toBe(true);
  });

  it('collapses its suggestions, and asks for them again in the new language when the language changes', async () => {
    const server = fakeServer([
      ['GET', '/ai/health', () => HEALTH_OK],
      [
        'GET',
        '/ai/api/suggestions',
        (request) => {
          const language = request.query.get('language');
          return [
            200,
            { success: true, context: 'home', language, suggestions: [`${language} one?`, `${language} two?`] },
          ];
        },
      ],
      ['GET', '/ai/api/contexts', () => [500, { success: false, message: 'down' }]],
    ]);
    open();
    await screen.findByRole('button', { name: 'en one?' });
    const toggle = screen.getByRole('button', { name: 'Hide suggestions' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(screen.queryByRole('button', { name: 'en one?' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show suggestions' }).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Show suggestions' }));
    i18n.addResourceBundle('fr', 'assistant', assistant);
    await act(() => i18n.changeLanguage('fr'));
    try {
      await screen.findByRole('button', { name: 'fr one?' });
      expect(server.sent('GET', '/ai/api/suggestions').map((request) => request.query.get('language'))).toEqual([
        'en',
        'fr',
      ]);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('sends nothing empty and nothing while a reply is pending, with the box and send disabled', async () => {
    let release: (answer: FakeAnswer) => void = () => {};
    const server = fakeServer(routes(() => answer()));
    const pending = new Promise<FakeAnswer>((resolve) => (release = resolve));
    type Fetch = (url: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
    const fetchStub = vi.mocked(globalThis.fetch as Fetch);
    const original = fetchStub.getMockImplementation()!;
    fetchStub.mockImplementation(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') {
        await original(url, init);
        const [status, body] = await pending;
        return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      }
      return original(url, init);
    });
    open();
    await waitFor(() => expect(screen.getByTestId('assistant-status').textContent).toBe('Online'));
    ask('   ');
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    ask('First?');
    await screen.findByTestId('assistant-typing');
    expect(input().disabled).toBe(true);
    expect(sendButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'A?' }));
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    release(answer());
    await screen.findByTestId('assistant-answer');
    expect(screen.queryByTestId('assistant-typing')).toBeNull();
    expect(input().disabled).toBe(false);
  });

  it('tells a non-ok answer, a failed answer and a network failure as error messages', async () => {
    const answers: (() => FakeAnswer)[] = [
      () => [500, { success: false, message: 'Server error' }],
      () => [200, { success: false }],
    ];
    fakeServer(routes(() => answers.shift()!()));
    open();
    await waitFor(() => expect(screen.getByTestId('assistant-status').textContent).toBe('Online'));
    ask('one');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
    expect(screen.getAllByRole('alert')[0]!.textContent).toContain(assistant.errors.connectionError);
    ask('two');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert')[1]!.textContent).toContain(assistant.errors.processingError);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    ask('three');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(3));
    expect(screen.getAllByRole('alert')[2]!.textContent).toContain(assistant.errors.networkError);
  });

  it("shows the service's refusal of a message that is too long", async () => {
    fakeServer(
      routes(() => [
        422,
        {
          success: false,
          message: 'The message is too long: at most 1,000 characters.',
          code: 'assistant.messageTooLong',
          errors: { message: ['The message is too long: at most 1,000 characters.'] },
          codes: { message: ['assistant.messageTooLong'] },
        },
      ]),
    );
    open();
    await waitFor(() => expect(screen.getByTestId('assistant-status').textContent).toBe('Online'));
    ask('x'.repeat(1200));
    expect((await screen.findByRole('alert')).textContent).toContain(assistant.errors.messageTooLong);
  });

  it('is offline when the health check fails: nothing can be sent', async () => {
    fakeServer(
      routes(
        () => answer(),
        () => [503, { success: false, message: 'down' }],
      ),
    );
    open();
    await screen.findByTestId('assistant-offline');
    expect(screen.getByTestId('assistant-status').textContent).toBe('Offline');
    expect(input().disabled).toBe(true);
    expect(sendButton().disabled).toBe(true);
  });

  it('shows a redirect as a button to the page and keeps the conversation for a reload', async () => {
    fakeServer(
      routes(() =>
        answer({
          message: 'Use the **Report a missing person** button.',
          is_redirect: true,
          redirect_url: '/reunion',
          kind: 'redirect',
          citations: [{ title: 'Family reunion platform', url: '/reunion' }],
        }),
      ),
    );
    const first = open();
    await waitFor(() => expect(screen.getByTestId('assistant-status').textContent).toBe('Online'));
    ask('How do I report a missing person?');
    expect((await screen.findByRole('link', { name: 'Open the report form' })).getAttribute('href')).toBe('/reunion');
    first.unmount();
    open();
    expect(screen.getByTestId('assistant-question').textContent).toContain('How do I report a missing person?');
    expect(screen.getByRole('link', { name: 'Open the report form' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New conversation' }));
    expect(screen.queryByTestId('assistant-question')).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
  });
});
