/**
 * The audio the fake realtime provider plays: a sine tone as G.711 μ-law (PCMU, 8 kHz), which
 * every browser offers and which needs no codec library, and a silent Opus frame for an offer
 * without PCMU.
 */

export const PCMU_SAMPLE_RATE = 8000;
/** 20 ms frames, as browsers send them. */
export const FRAME_MS = 20;
export const PCMU_FRAME_SAMPLES = (PCMU_SAMPLE_RATE * FRAME_MS) / 1000;
/** Opus counts time at 48 kHz whatever the audio's rate. */
export const OPUS_FRAME_TICKS = (48_000 * FRAME_MS) / 1000;
/**
 * One 20 ms Opus packet of silence: TOC byte 0xf8 (CELT-only, full band, 20 ms, mono, one
 * frame) and a frame that decodes to silence.
 */
export const OPUS_SILENCE = Buffer.from([0xf8, 0xff, 0xfe]);

const MU_LAW_BIAS = 0x84;
const MU_LAW_CLIP = 32_635;

/** A 16-bit linear sample as a μ-law byte (ITU-T G.711). */
export function muLawEncode(sample: number): number {
  let value = Math.max(-32_768, Math.min(32_767, Math.round(sample)));
  const sign = value < 0 ? 0x80 : 0;
  if (sign) value = -value;
  value = Math.min(value, MU_LAW_CLIP) + MU_LAW_BIAS;
  let exponent = 7;
  for (let mask = 0x4000; (value & mask) === 0 && exponent > 0; mask >>= 1) exponent -= 1;
  const mantissa = (value >> (exponent + 3)) & 0x0f;
  return ~(sign | (exponent << 4) | mantissa) & 0xff;
}

/** A μ-law byte back to a 16-bit linear sample (tests check what was sent). */
export function muLawDecode(byte: number): number {
  const inverted = ~byte & 0xff;
  const sign = inverted & 0x80;
  const exponent = (inverted >> 4) & 0x07;
  const mantissa = inverted & 0x0f;
  const magnitude = (((mantissa << 3) + MU_LAW_BIAS) << exponent) - MU_LAW_BIAS;
  return sign ? -magnitude : magnitude;
}

/**
 * An endless tone, one PCMU frame per call, with the phase carried across frames so the
 * frames join without clicks. Amplitude is a quarter of full scale: audible, never clipped.
 */
export function pcmuTone(frequency: number, amplitude = 8_000): () => Buffer {
  let sampleIndex = 0;
  return () => {
    const frame = Buffer.alloc(PCMU_FRAME_SAMPLES);
    for (let i = 0; i < PCMU_FRAME_SAMPLES; i += 1) {
      const t = (sampleIndex + i) / PCMU_SAMPLE_RATE;
      frame[i] = muLawEncode(amplitude * Math.sin(2 * Math.PI * frequency * t));
    }
    sampleIndex += PCMU_FRAME_SAMPLES;
    return frame;
  };
}
