-- Issue 25, decision 061: a new message's push is written to the push outbox in the message's
-- own transaction, without a second statement on the send path (decision 030 keeps the send one
-- prepared statement). Only for a receiver with a device; sent after 5 s unless the message is
-- read or a socket of the receiver is live by then. The title is filled in by the sender from
-- the sender's name (PUSH_MESSAGES.messageTitle), the texts staying in the shared constants.
CREATE FUNCTION push_outbox_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.sender_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM push_subscriptions WHERE parent_id = NEW.receiver_id
  ) THEN
    INSERT INTO push_outbox (parent_id, kind, payload, subject_key, ttl_seconds, urgency, not_before)
    VALUES (
      NEW.receiver_id,
      'messages',
      jsonb_build_object(
        'type', 'show',
        'kind', 'messages',
        'title', '',
        'body', '',
        'url', '/dashboard/messages?chatWith=' || NEW.sender_id,
        'tag', 'chat-' || NEW.sender_id
      ),
      'message:' || NEW.id || ':' || NEW.sender_id,
      86400,
      'normal',
      now() + interval '5 seconds'
    );
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER messages_push_outbox AFTER INSERT ON messages
  FOR EACH ROW EXECUTE FUNCTION push_outbox_message();
