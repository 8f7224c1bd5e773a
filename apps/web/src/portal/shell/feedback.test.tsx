import { act, render, screen } from '@testing-library/react';
import { App, Form, type FormInstance, Input } from 'antd';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { RequestError } from '../../wire/request';
import { splitFieldErrors, useFeedback } from './feedback';

beforeAll(() => initI18n('en_us'));

describe('server field errors', () => {
  it('splits messages between form fields and the rest', () => {
    expect(splitFieldErrors({ code: 'Taken', other: 'Bad' }, ['code', 'nameEn'])).toEqual({
      onFields: [['code', 'Taken']],
      elsewhere: ['Bad'],
    });
  });

  it('puts RequestError.fieldErrors on the form fields', async () => {
    let report: ((e: unknown, f?: FormInstance) => void) | undefined;
    let formRef: FormInstance | undefined;
    const Probe = () => {
      const [form] = Form.useForm();
      report = useFeedback().reportError;
      formRef = form;
      return (
        <Form form={form}>
          <Form.Item name="code" label="Code">
            <Input />
          </Form.Item>
        </Form>
      );
    };
    render(
      <App>
        <Probe />
      </App>,
    );
    const error = new RequestError(400, { errors: { code: 'This code is taken' } }, 'Request error');
    await act(async () => report?.(error, formRef));
    expect(formRef?.getFieldError('code')).toEqual(['This code is taken']);
    expect(await screen.findByText('This code is taken')).toBeTruthy();
  });
});
