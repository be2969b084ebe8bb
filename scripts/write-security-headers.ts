import { writeFileSync } from 'node:fs';
import { nginxSecurityHeaders } from '@/lib/tools/build-steps/csp';

// npm run security-headers: writes deploy/'s nginx header files from lib/tools/build-steps/csp.ts,
// the one source of the policy (a unit test fails when they differ).
writeFileSync('deploy/security-headers.conf', nginxSecurityHeaders('none'));
writeFileSync('deploy/security-headers-embed.conf', nginxSecurityHeaders('any'));
console.log(
  'deploy/security-headers.conf and deploy/security-headers-embed.conf written from lib/tools/build-steps/csp.ts',
);
