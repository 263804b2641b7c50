import { stdin, stdout } from 'node:process';

/**
 * A password for a command line: the first line of standard input when it is piped, or typed
 * at a prompt that shows nothing (twice, to catch a typo). Never an argument.
 */

async function pipedLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(chunk as Buffer);
  return (Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '').trimEnd();
}

function hiddenLine(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    stdout.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    let typed = '';
    const done = (error: Error | null) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stdout.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (data: Buffer) => {
      for (const ch of data.toString('utf8')) {
        if (ch === '\r' || ch === '\n') return done(null);
        if (ch === '\u0003') return done(new Error('cancelado'));
        if (ch === '\u007f' || ch === '\b') typed = typed.slice(0, -1);
        else typed += ch;
      }
    };
    stdin.on('data', onData);
  });
}

/** The password; null when the two typed ones differ. */
export async function passwordRead(): Promise<string | null> {
  if (!stdin.isTTY) return pipedLine();
  const first = await hiddenLine('Contraseña: ');
  const again = await hiddenLine('Repita la contraseña: ');
  return first === again ? first : null;
}
