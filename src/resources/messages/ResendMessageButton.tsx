import { MutationButton } from '../../ui/MutationButton';
import type { Message } from './types';

/** Resend of a sent or failed message: queued again for a new series of attempts (one waiting is not offered). */
export const ResendMessageButton = () => (
  <MutationButton<Message>
    access={{ resource: 'service/messages', action: 'edit' }}
    label="messages.resend"
    success="messages.resent"
    failure="messages.resendFailure"
    hidden={(message) => message.status === 'queued'}
    mutation={(provider, message) => provider.resendMessage(message.id)}
  />
);
