import { useParams } from 'react-router';
import { ChatPage } from '#client/features/chat';

export default function ChatRoute() {
  const { id = '' } = useParams();
  return <ChatPage key={id} companionId={id} />;
}
