import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, switchLanguage } from '../../i18n';
import { clearSession } from '../../shell/session';
import { ChangePasswordPage } from './change-password';
import { LoginPage } from './login';
import { SignUpPage } from './sign-up';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Sent = { url: string; body: URLSearchParams };
let sent: Sent[] = [];
const serve = (answer: (url: string) => Response) => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input).split('?')[0] ?? '';
      sent.push({ url, body: new URLSearchParams(init?.body instanceof URLSearchParams ? init.body : undefined) });
      return answer(url);
    }),
  );
};

const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

const renderPage = (path: string, element: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path.split('?')[0]} element={element} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

const setCaptchaMeta = (value: 'on' | 'off') => {
  document.querySelector('meta[name="tidemark-captcha"]')?.remove();
  const meta = document.createElement('meta');
  meta.name = 'tidemark-captcha';
  meta.content = value;
  document.head.append(meta);
};

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

beforeEach(async () => {
  await initI18n('en_us');
  await switchLanguage('en_us');
  clearSession();
  window.sessionStorage.clear();
  setCaptchaMeta('off');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginPage', () => {
  it('checks required fields in the browser before sending', async () => {
    serve(() => json({}));
    renderPage('/login', <LoginPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Please correct the marked fields.');
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByLabelText('User name').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    serve(() =>
      json({ success: false, result: 'false', message: 'The user name or password is incorrect', data: null }),
    );
    renderPage('/login', <LoginPage />);
    type('User name', 'csr');
    type('Password', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The user name or password is incorrect')).toBeTruthy();
    expect((screen.getByLabelText('User name') as HTMLInputElement).value).toBe('csr');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('wrong');
    expect(sent[0]?.url).toBe('/account/login');
    expect(sent[0]?.body.get('username')).toBe('csr');
    expect(sent[0]?.body.has('staff')).toBe(false);
  });

  it('puts field messages from the server under their fields', async () => {
    serve(() =>
      json(
        { success: false, result: 'false', message: 'Request error', data: null, errors: { username: 'Too long' } },
        400,
      ),
    );
    renderPage('/login', <LoginPage />);
    type('User name', 'csr');
    type('Password', 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Too long')).toBeTruthy();
    const input = screen.getByLabelText('User name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Too long');
  });

  it('signs in, loads the user and permissions, and lands active users on /dashboard', async () => {
    serve((url) => {
      if (url === '/account/login')
        return json({ success: true, result: 'true', message: '', data: { __sid: 'S'.repeat(43) } });
      if (url === '/account/user/info.json') {
        const user = {
          id: 1,
          userName: 'csr',
          displayName: 'C',
          email: '',
          kind: 'staff',
          status: 'active',
          roles: [],
        };
        return json({ success: true, result: 'true', message: '', data: { result: 'true', user } });
      }
      return json({ success: true, result: 'true', message: '', data: [] });
    });
    renderPage('/sys_login', <LoginPage staff />);
    type('User name', 'csr');
    type('Password', 'Harbor2026');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/dashboard'));
    expect(sent.map((s) => s.url)).toEqual(['/account/login', '/account/user/info.json', '/account/user/menuTree']);
    expect(sent[0]?.body.get('staff')).toBe('1');
    expect(window.sessionStorage.getItem('token')).toBe('S'.repeat(43));
  });

  it('lands an account waiting for approval on /user-account', async () => {
    serve((url) => {
      if (url === '/account/login')
        return json({ success: true, result: 'true', message: '', data: { __sid: 'S'.repeat(43) } });
      if (url === '/account/user/info.json') {
        const user = {
          id: 2,
          userName: 'newco',
          displayName: 'N',
          email: '',
          kind: 'customer',
          status: 'pending_approval',
          roles: [],
        };
        return json({ success: true, result: 'true', message: '', data: { result: 'true', user } });
      }
      return json({ success: true, result: 'true', message: '', data: [] });
    });
    renderPage('/login', <LoginPage />);
    type('User name', 'newco');
    type('Password', 'Harbor2026');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/user-account'));
  });

  it('with the captcha on asks for the code and shows a fresh image after a refusal', async () => {
    setCaptchaMeta('on');
    serve(() =>
      json({ success: false, result: 'false', message: 'The verification code is wrong or has expired', data: null }),
    );
    renderPage('/login', <LoginPage />);
    const image = screen.getByAltText('Verification code image') as HTMLImageElement;
    const first = image.src;
    type('User name', 'csr');
    type('Password', 'Harbor2026');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    type('Verification code', 'abcd');
    await new Promise((r) => setTimeout(r, 5));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The verification code is wrong or has expired')).toBeTruthy();
    expect(sent[0]?.body.get('validCode')).toBe('abcd');
    expect((screen.getByLabelText('Verification code') as HTMLInputElement).value).toBe('');
    expect(image.src).not.toBe(first);
  });
});

describe('SignUpPage', () => {
  it('shows per-field messages in Chinese', async () => {
    await switchLanguage('zh_cn');
    serve(() => json({}));
    renderPage('/sign-up', <SignUpPage />);
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('请修正标出的字段。')).toBeTruthy();
    expect(screen.getByText('用户名为3到32位字母、数字、点、连字符或下划线，并以字母开头')).toBeTruthy();
    expect(screen.getAllByText('此项为必填项').length).toBeGreaterThanOrEqual(3);
    expect(sent).toEqual([]);
  });

  it('ticks the password rules off while typing', () => {
    renderPage('/sign-up', <SignUpPage />);
    type('User name', 'harbor');
    const rule = (text: string) => screen.getByText(text).closest('li');
    type('Password', 'harbor');
    expect(rule('6 to 18 characters')?.className).toBe('acc-rule-met');
    expect(rule('Upper and lower case letters and digits')?.className).toBe('');
    type('Password', 'Harbor2026');
    expect(rule('Upper and lower case letters and digits')?.className).toBe('acc-rule-met');
    expect(rule('Not to contain your user name')?.className).toBe('');
    type('Password', 'Quay2026');
    expect(rule('Not to contain your user name')?.className).toBe('acc-rule-met');
  });

  it('sends the form and shows the answer', async () => {
    serve(() =>
      json({ success: true, result: 'true', message: 'Thank you. We sent a confirmation link.', data: null }),
    );
    renderPage('/sign-up', <SignUpPage />);
    type('Your name', 'Mei Wong');
    type('Company', 'Pearl Traders Ltd');
    type('E-mail address', 'mei@pearl.example');
    type('User name', 'meiwong');
    type('Password', 'Quay2026x');
    type('Repeat the password', 'Quay2026x');
    fireEvent.click(screen.getByRole('button', { name: 'Request account' }));
    expect(await screen.findByText('Thank you. We sent a confirmation link.')).toBeTruthy();
    expect(sent[0]?.body.get('companyName')).toBe('Pearl Traders Ltd');
  });
});

describe('ChangePasswordPage', () => {
  it('with a token is the reset form and sends it with the token', async () => {
    const token = 't'.repeat(43);
    serve(() => json({ success: true, result: 'true', message: 'Your password has been changed', data: null }));
    renderPage(`/ChangePassword?token=${token}`, <ChangePasswordPage />);
    expect(screen.queryByLabelText('Current password')).toBeNull();
    type('New password', 'Quay2026x');
    type('Repeat the new password', 'Quay2026y');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
    type('Repeat the new password', 'Quay2026x');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Your password has been changed')).toBeTruthy();
    expect(sent[0]?.url).toBe('/account/resetPassword');
    expect(sent[0]?.body.get('token')).toBe(token);
  });

  it('without a token or a session asks to sign in', () => {
    renderPage('/ChangePassword', <ChangePasswordPage />);
    expect(screen.getByText('Sign in to change your password. If you forgot it, ask for a reset link.')).toBeTruthy();
  });
});
