import { CHANNELS, MESSAGE_STATUSES } from '../../domain/messageKinds';
import { choiceFilter } from '../../ui/selectFilters';

/** Status (waiting, sent, failed) and channel (e-mail, SMS, WhatsApp); a change goes back to page 1. */
export const messageFilters = [choiceFilter('messages', 'status', MESSAGE_STATUSES, 'messages.status'), choiceFilter('messages', 'channel', CHANNELS, 'messages.channels')];
