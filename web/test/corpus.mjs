// Every tests/shaders/*.hlsl through web/prism.wasm (in Node) and through
// the native prism, with the header's ARGS, every target and the per-pass
// IR: the same bytes (SPIR-V disassembly, MSL, WGSL, IR, reflection,
// diagnostics, exit status). The WebAssembly build is clang's and 32-bit,
// the native one gcc's and 64-bit: an output that depends on the order C
// evaluates a call's arguments, on pointer values or on the size of long
// shows here. Two known differences are skipped: a shader that #includes
// a file (the page has no file system), and inline SPIR-V under -WX (the
// page has no SPIRV-Tools: warning PRISM5081 there; without -WX the
// warning's lines are dropped before comparing).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadPrism } from '../prism.mjs';

export async function compareCorpus(root, prism, check) {
    const wasm = await loadPrism(fs.readFileSync(path.join(root, 'web/prism.wasm')));
    const dir = path.join(root, 'tests/shaders'), tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'prism-corpus.'));
    const ext = { spirv: '.spvasm', msl: '.metal', wgsl: '.wgsl' };
    let skipped = 0;
    for (const f of fs.readdirSync(dir).filter(f => f.endsWith('.hlsl')).sort()) {
        const src = fs.readFileSync(path.join(dir, f), 'utf8');
        const header = /^\/\/ ARGS: (.*)$/m.exec(src);
        const args = [...(header ? header[1].trim().split(/\s+/) : ['-T', 'cs_6_0']), '--target', 'spirv', '--target', 'msl', '--target', 'wgsl', '--dump-ir-passes'];
        if (/^\s*#\s*include\s*"/m.test(src) || (/vk::ext_instruction|vk::ext_type|vk::ext_execution_mode|spirv_instruction/.test(src) && args.includes('-WX'))) { skipped++; continue; }
        const page = wasm.compile([...args, f], src);
        for (const e of Object.values(ext)) fs.rmSync(path.join(tmp, 'lst' + e), { force: true });
        fs.rmSync(path.join(tmp, 'r.json'), { force: true });
        const n = spawnSync(prism, [...args, '-Fo', path.join(tmp, 'bin'), '-Fc', path.join(tmp, 'lst'), '--reflect', path.join(tmp, 'r.json'), f], { cwd: dir, encoding: 'utf8' });
        const read = p => (fs.existsSync(p) ? fs.readFileSync(p, 'utf8') : '');
        const bad = [];
        const diags = page.items.filter(i => i.kind === 'diagnostic').map(i => i.text).join('')
            .split('\n').filter(l => !l.includes(' PRISM5081: ')).join('\n') + page.stderr;
        if (page.status !== n.status) bad.push(`status ${page.status} vs ${n.status}`);
        if (diags !== n.stderr) bad.push('diagnostics');
        if ((page.items.find(i => i.kind === 'dumps') || { text: '' }).text !== n.stdout) bad.push('ir');
        if (page.status === 0 && n.status === 0) {
            for (const t of Object.keys(ext)) {
                const mine = page.items.filter(i => i.kind === t);
                if (mine.length === 1 && mine[0].text !== read(path.join(tmp, 'lst' + ext[t]))) bad.push(t);
            }
            if ((page.items.find(i => i.kind === 'reflection') || { text: '' }).text !== read(path.join(tmp, 'r.json'))) bad.push('reflection');
        }
        check(`corpus/${f.replace(/\.hlsl$/, '')}`, bad.length === 0, `prism.wasm and ${path.basename(prism)} differ: ${bad.join(', ')}`);
    }
    fs.rmSync(tmp, { recursive: true, force: true });
    return skipped;
}
