import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Companion } from '#common/contracts/companions';
import { cn } from '#client/components/ui/class-names';
import { Container } from '#client/components/ui/container';
import { FormAlert } from '#client/components/ui/form-alert';
import { useLanguage, useLocalizedPath } from '#client/lib/language-context';
import type { LocalizedCompanion } from '#client/features/companions';
import { CallControls } from './call-controls';
import { failureTexts } from './call-failure';
import { CallUpgrade, VoiceUnavailable } from './call-notices';
import type { CallStatus } from './call-state';
import { formatCallTime } from './call-time';
import { CallTranscript } from './call-transcript';
import type { CallEnvironment } from './realtime-call';
import { useCall } from './use-call';
import { useCallTimer } from './use-call-timer';

const STATUS_KEYS = {
  idle: 'call.status.idle',
  connecting: 'call.status.connecting',
  onCall: 'call.status.onCall',
} as const satisfies Record<CallStatus, string>;

/**
 * The call screen: back to the chat, her picture and name, the
 * status, the timer (mm:ss on a call, else Ready), the controls and the live transcript.
 */
export function CallView({
  companion,
  text,
  companionId,
  environment,
}: {
  companion: Companion;
  text: LocalizedCompanion;
  companionId: string;
  environment?: CallEnvironment;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const to = useLocalizedPath();
  const { state, audioRef, start, end, toggleMic, toggleSpeaker } = useCall({
    companionId,
    language,
    environment,
  });
  const seconds = useCallTimer(state.connectedAt);
  const onCall = state.status === 'onCall';

  if (state.failure?.kind === 'premium') {
    return <CallUpgrade companion={companion} name={text.name} companionId={companionId} />;
  }
  if (state.failure?.kind === 'not-configured') {
    return <VoiceUnavailable companion={companion} name={text.name} companionId={companionId} />;
  }
  const failure = state.failure ? failureTexts(state.failure, t) : null;

  return (
    <Container className="flex flex-col py-4 sm:py-8">
      <Link
        to={to(`/chat/${companionId}`)}
        className="inline-flex w-fit items-center gap-2 rounded-full px-3 py-2 text-sm text-ink-muted hover:bg-surface-hover hover:text-ink"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('call.back', { name: text.name })}
      </Link>
      <div className="mx-auto mt-4 flex w-full max-w-md flex-col items-center gap-6 text-center">
        <div className="relative">
          {onCall ? (
            <span
              aria-hidden="true"
              className="absolute inset-0 animate-ping rounded-full bg-accent/25 motion-reduce:animate-none"
            />
          ) : null}
          <img
            src={companion.avatar_url}
            alt={text.name}
            width={160}
            height={160}
            className={cn(
              'relative h-36 w-36 rounded-full object-cover ring-4 sm:h-40 sm:w-40',
              onCall ? 'ring-emerald-400/70' : 'ring-accent/30',
            )}
          />
        </div>
        <div>
          <h1 className="font-display text-3xl font-semibold">{text.name}</h1>
          <p
            role="status"
            data-testid="call-status"
            data-status={state.status}
            className="mt-1 text-ink-muted"
          >
            {t(STATUS_KEYS[state.status])}
          </p>
          <p
            role="timer"
            title={t('call.timerLabel')}
            data-testid="call-timer"
            className="mt-3 font-mono text-4xl tabular-nums"
          >
            {onCall ? formatCallTime(seconds) : t('call.ready')}
          </p>
        </div>
        {failure ? (
          <FormAlert className="w-full text-left">
            <p className="font-semibold">{failure.title}</p>
            <p className="mt-1">{failure.hint}</p>
          </FormAlert>
        ) : null}
        <CallControls
          status={state.status}
          micMuted={state.micMuted}
          speakerMuted={state.speakerMuted}
          onStart={start}
          onEnd={end}
          onToggleMic={toggleMic}
          onToggleSpeaker={toggleSpeaker}
        />
        {state.status !== 'idle' || state.transcript.length > 0 ? (
          <CallTranscript
            lines={state.transcript}
            companionName={text.name}
            lost={state.transcriptLost}
          />
        ) : null}
        {/* Her voice. Autoplay is allowed: the call starts from the user's tap. */}
        <audio ref={audioRef} autoPlay data-testid="call-audio" />
      </div>
    </Container>
  );
}
