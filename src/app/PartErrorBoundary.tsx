// A boundary around a part of the frame (top bar, drawer, notices, the whole app as a last resort):
// a part that throws on malformed state shows its fallback instead of blanking every route, and the
// error is reported: a failure nobody hears of cannot be fixed.
import { Component, type ReactNode } from 'react';
import { reportUnexpected } from '../api/errorReporting.ts';
import { askAgainForCode, isCodeNotDownloaded } from './codeNotDownloaded.ts';

interface Props {
  children: ReactNode;
  fallback: ReactNode;
  part: string;
  resetKey?: string;
}
interface State {
  error: Error | null;
}

export class PartErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error) {
    if (isCodeNotDownloaded(error)) return void console.warn(error.message, error.cause); // no signal, no defect
    console.error(error);
    reportUnexpected(error, { part: this.props.part });
  }

  componentDidUpdate(previous: Props) {
    if (previous.resetKey === this.props.resetKey || !this.state.error) return;
    askAgainForCode(); // a part whose code could not be downloaded asks again when drawn again
    this.setState({ error: null });
  }

  render() {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}
