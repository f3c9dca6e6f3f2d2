export * from './chat-projection';
