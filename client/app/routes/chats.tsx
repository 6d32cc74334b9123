import { MyChatsPage } from '#client/features/my-chats';

export default function ChatsRoute() {
  return <MyChatsPage />;
}
