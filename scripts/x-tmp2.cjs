const fs=require('fs'); const zlib=require('zlib');
const { SourceMapConsumer } = require('source-map');
(async()=>{
for (const f of process.argv.slice(2)) {
  const code=fs.readFileSync(f,'utf8'); const map=JSON.parse(fs.readFileSync(f+'.map','utf8'));
  const c=await new SourceMapConsumer(map);
  const lines=code.split('\n'); const by={};
  let prev=null;
  c.eachMapping(m=>{ if(prev){ const src=prev.source||'?'; if(prev.generatedLine===m.generatedLine){ by[src]=(by[src]||'')+lines[prev.generatedLine-1].slice(prev.generatedColumn,m.generatedColumn);} } prev=m; });
  const rows=Object.entries(by).map(([s,t])=>[s.replace(/.*node_modules\//,'nm/').replace(/.*\/work\/main\//,''),t.length,zlib.gzipSync(t).length]).sort((a,b)=>b[1]-a[1]);
  console.log('==',f, code.length, zlib.gzipSync(code).length);
  for (const r of rows.slice(0,16)) console.log(r.join('\t'));
}})();
