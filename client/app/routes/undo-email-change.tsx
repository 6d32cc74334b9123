import { UndoEmailChangePage } from '#client/features/auth';

export default function UndoEmailChangeRoute() {
  return <UndoEmailChangePage />;
}
