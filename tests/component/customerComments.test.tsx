import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommentForm } from '../../custom-pages/customer/comments/CommentForm';
import { customerRecord, json, renderForCustomer, stubFetch } from './customerRender';

const slow = { timeout: 8000 };

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the comment form of the customer page', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the types 1 to 4, call by default', async () => {
    renderForCustomer(customerRecord(), <CommentForm />);
    expect(screen.getByRole('combobox', { name: 'Type' }).textContent).toBe('Call');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type' }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Call', 'Visit', 'Delivery', 'Filling']);
  });

  it('offers tenant 4 its own types too', async () => {
    renderForCustomer(customerRecord({ companyId: 4 }), <CommentForm />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type' }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Call', 'Visit', 'Delivery', 'Filling', 'Fair', 'Mail', 'Webshop']);
  });

  it('posts the draft, shows it was sent for 3 seconds, then clears the form', async () => {
    const api = stubFetch(() => json({ id: 1, title: 'Order', type: 1, memo: 'Ordered roses', name: 'Sam Sales', regdat: 1 }));
    vi.stubGlobal('fetch', api.fetch);
    renderForCustomer(customerRecord(), <CommentForm />);
    fill('Title', 'Order');
    fill('Memo', 'Ordered roses');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Comment sent', undefined, slow);
    expect(api.calls[0]).toEqual({ method: 'POST', path: '/api/customer/submitcomment/104233', body: { title: 'Order', type: 1, memo: 'Ordered roses', debnr: '104233' } });
    expect((screen.getByLabelText('Memo') as HTMLTextAreaElement).value).toBe('Ordered roses');
    await waitFor(() => expect((screen.getByLabelText('Memo') as HTMLTextAreaElement).value).toBe(''), slow);
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('Comment sent')).toBeNull();
  });

  it('keeps the draft and shows the error when sending fails', async () => {
    vi.stubGlobal('fetch', stubFetch(() => json({ message: 'database unavailable' }, 503)).fetch);
    renderForCustomer(customerRecord(), <CommentForm />);
    fill('Memo', 'Call back on Monday');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('The comment could not be sent: database unavailable', undefined, slow);
    expect((screen.getByLabelText('Memo') as HTMLTextAreaElement).value).toBe('Call back on Monday');
    expect(screen.queryByText('Comment sent')).toBeNull();
  });

  it('cannot send an empty memo', () => {
    renderForCustomer(customerRecord(), <CommentForm />);
    fill('Title', 'Only a title');
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
