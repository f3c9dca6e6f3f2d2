// Reading callgrind's output (written with --compress-strings=no --compress-pos=no): the self cost
// of every (object, function) and the inclusive cost of every call edge, and the split of a dump
// into the parts the figures need (V8's compiler, garbage collection, the requests' own work).
import { readFileSync } from 'node:fs';

export interface Dump {
  /** Self cost (instructions) by `${object}\t${function}`. */
  self: Map<string, number>;
  /** Inclusive cost of the calls from one function to another, by `${caller}\n${callee}`. */
  calls: Map<string, number>;
  total: number;
}

export const COMPILER = 'V8 compiler (TurboFan, Sparkplug, parser)';
export const GC = 'GC';

export function parseDump(file: string): Dump {
  const self = new Map<string, number>();
  const calls = new Map<string, number>();
  let ob = '';
  let fn = '';
  let cob: string | null = null;
  let cfn = '';
  let pendingCall = false;
  let total = 0;
  const add = (map: Map<string, number>, key: string, cost: number) => map.set(key, (map.get(key) ?? 0) + cost);
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const c = line.charCodeAt(0);
    // A cost line: a position (a number, or +n/-n/* relative to the last one) and the cost.
    if ((c >= 48 && c <= 57) || c === 43 || c === 45 || c === 42) {
      const space = line.indexOf(' ');
      if (space < 0) continue;
      const cost = Number(line.slice(space + 1).split(' ', 1)[0]);
      if (pendingCall) {
        add(calls, `${ob}\t${fn}\n${cob ?? ob}\t${cfn}`, cost);
        pendingCall = false;
      } else {
        add(self, `${ob}\t${fn}`, cost);
        total += cost;
      }
    } else if (line.startsWith('fn=')) {
      fn = line.slice(3).trim();
      cob = null;
    } else if (line.startsWith('ob=')) ob = line.slice(3).trim();
    else if (line.startsWith('cob=')) cob = line.slice(4).trim();
    else if (line.startsWith('cfn=')) cfn = line.slice(4).trim();
    else if (line.startsWith('calls=')) pendingCall = true;
  }
  return { self, calls, total };
}

/** What a native function is, by its symbol: the first pattern that matches wins. */
const BUCKETS: Array<[string, RegExp]> = [
  ['JSON (V8 JSON.parse / JSON.stringify)', /v8::internal::(JsonStringifier|JsonParser|JsonStringify|JsonParse|JSON|Builtin_Json)|^Builtins_Json|Runtime_.*Json|JsonStringify/],
  ['GC', /v8::internal::(Heap|Scavenger|ScavengerCollector|MarkCompact|MinorMarkCompact|Marking|IncrementalMarking|ConcurrentMarking|Sweeper|MemoryAllocator|PagedSpace|SemiSpace|NewSpace|LargeObjectSpace|EvacuateVisitor|Evacuat|RememberedSet|SlotSet|TypedSlot|MarkingVisitor|MainMarkingVisitor|ConcurrentMarkingVisitor|GlobalHandles|LocalHeap|Safepoint|ArrayBufferSweeper|ObjectStatsCollector|HeapObject::SizeFromMap|ScavengeVisitor|IterateAndScavenge|ItemParallelJob|PointersUpdating|UpdateTypedSlot|RecordMigratedSlot|MarkingWorklist|Worklist|LiveObjectRange|FullEvacuator|Evacuator|CppHeap)|Builtins_RecordWrite|cppgc::/],
  ['V8 compiler (TurboFan, Sparkplug, parser)', /v8::internal::(compiler::|baseline::|maglev::|interpreter::BytecodeGenerator|interpreter::Bytecode|Parser|PreParser|Scanner|AstValueFactory|Zone|DeclarationScope|Scope::|Compiler::|OptimizedCompilationJob|TurbofanCompilationJob|Assembler|MacroAssembler|TurboAssembler|RelocInfo|SourcePositionTableBuilder|CodeGenerator|CodeDesc|Factory::NewCode|Code::|OptimizingCompileDispatcher|RegExpCompiler|RegExpBytecode|regexp|RegExpParser|BaselineBatchCompiler|JSHeapBroker|ZoneList|AstNodeFactory|FuncNameInferrer|RuntimeCallStats)|v8_inspector/],
  ['V8 interpreter (Ignition bytecode handlers)', /^Builtins_\w+Handler(Wide|ExtraWide)?$|^Builtins_InterpreterEntryTrampoline|^Builtins_InterpreterEnterAtBytecode|^Builtins_InterpreterPushArgs/],
  ['V8 inline caches and property access', /^Builtins_(\w*IC\w*|\w*LoadIC\w*|\w*StoreIC\w*|KeyedLoad\w*|KeyedStore\w*|LoadGlobal\w*|StoreGlobal\w*|DefineKeyed\w*|DefineNamed\w*|Lookup\w*|GetProperty\w*|SetProperty\w*|HasProperty\w*|FindOrderedHash\w*|FastNewObject|ObjectAssign|CloneObject\w*|CreateShallow\w*|CreateObjectLiteral|CreateArrayLiteral\w*)$|v8::internal::(IC|LoadIC|StoreIC|KeyedLoadIC|KeyedStoreIC|FeedbackNexus|FeedbackVector|Map::|MapUpdater|TransitionsAccessor|TransitionArray|LookupIterator|DescriptorArray|Runtime_.*IC|JSObject::MigrateToMap|JSObject::DefineOwn|JSObject::SetOwn|JSObject::AddProperty|Object::SetProperty|Object::GetProperty|Runtime::SetObjectProperty|Runtime::GetObjectProperty|PropertyCallbackArguments|JSReceiver::|JSObject::|Object::|Runtime_(Get|Set|Define|Load|Store|Keyed).*)/],
  ['V8 strings and regexps', /halfsiphash|v8::internal::(String|SeqString|ConsString|SlicedString|ThinString|ExternalString|StringTable|StringHasher|IncrementalStringBuilder|StringBuilder|RegExp|Utf8|Unibrow|unibrow|Runtime_String|Runtime_RegExp|Runtime_Flatten|CopyChars|Intl|uc16|Name::|internal::StringSearch|StringSearch|FastAsciiConvert|ConvertCase|Runtime_StringToLowerCase|Runtime_StringToUpperCase)|^Builtins_(String\w*|RegExp\w*|\w*Regexp\w*|StringAdd\w*|NumberToString|StringFromCharCode|StringPrototype\w*|StringIndexOf|StringCharAt|StringEqual|StringCompare|StringLessThan\w*|StringGreaterThan\w*|ToString\w*|StringToLower\w*|StringSubstring|SubString|StringRepeat|StringSlice|StringSplit|StringReplace\w*|StringTrim\w*|StringConcat|StringIncludes|StringStartsWith|StringEndsWith|StringPad\w*)$|^simdutf::|icu_\d+::|u_\w+_\d+|ucase_|uprv_/],
  ['V8 calls, promises, microtasks, other builtins', /^Builtins_/],
  ['SQLite (better-sqlite3)', /^sqlite3|^Statement::|^Database::|^Binder::|^Data::|^CustomFunction|^Backup::|^StatementIterator|better_sqlite3|^pcache|^btree|^vdbe|^unixRead|^unixWrite|^unixLock|^unixUnlock|^unixSync|^unixFile|^unixShm|^unixCheck|^posixFcntl|^robust_|^seekAndRead|^seekAndWrite|^osPread|^osPwrite|^walIndex|^walFind|^walRead|^walTry|^walBegin|^walEnd|^walCheckpoint|^walWrite|^pager|^pcache1|^memjrnl|^yy|^whereLoop|^where|^exprAnalyze|^resolve|^sqlite|^balance|^moveTo|^getAndInitPage|^btreeNext|^fillInCell|^insertCell|^dropCell|^cellSize|^accessPayload|^allocateSpace|^clearCell|^rebuildPage|^editPage|^vdbeRecord|^vdbeSorter|^serialGet|^btreeParseCell|^decodeFlags|^zeroPage|^freePage|^allocateBtreePage|^releasePage|^ptrmap|^getCellInfo|^btreeCursor|^btreeComputeFreeSpace|^defragmentPage|^btreeInitPage|^parseCell|^computeCellSize|^cellSizePtr|^btreeOverwrite|^btreeMoveto|^indexCellCompare|^_ZN\w*Statement|^_ZN\w*Database/],
  ['compression (zlib, brotli, zstd)', /^(StoreCommands|InjectFlushOrPushOutput|EmitInsertLen|EmitCopyLen|EmitLiterals|EmitDistance|BuildAndStoreCommandPrefixCode|StoreMetaBlock\w*|EncodeData|ProcessMetablock|UpdateLastProcessedPos|WriteMetaBlockInternal|EncodeWindowBits|ShouldMergeBlock|ShouldCompress|BuildHistograms|StoreDataWithHuffmanCodes|CreateCommands|InitCommandPrefixCodes|RewindBitPosition|MergeBlock\w*|BuildAndStoreLiteralPrefixCode|BuildAndStoreHuffmanTree\w*|ZopfliCreateCommands|InitializeH\d+|PrepareH\d+|StoreH\d+|FindLongestMatchH\d+|CreateBackwardReferencesNH\d+|StitchToPreviousBlockH\d+|deflate|inflate|Brotli|brotli|compress|adler32|crc32|_tr_|longest_match|fill_window|build_tree|send_tree|compress_block|pqdownheap|gen_bitlen|gen_codes|scan_tree|ZSTD|HUF_|FSE_|zstd|BrotliEncoder|BrotliDecoder|CreateBackwardReferences|StoreMetaBlock|BuildAndStore|CompressFragment|BrotliCompress|ProcessCommands|Crc32|crc32_|Cr_z_|inflate_fast|updatewindow)|node::(ZlibContext|BrotliEncoderContext|BrotliDecoderContext|CompressionStream|ZstdContext)|zlib|Brotli/],
  ['HTTP parser (llhttp)', /^llhttp|^llparse|node::.*Parser::|node::http_parser|_Rb_tree<node::\(anonymous namespace\)::Parser/],
  ['OpenSSL / crypto (hashes)', /^(SHA|sha|EVP_|OPENSSL_|CRYPTO_|ossl_|BN_|ERR_|OBJ_|HMAC|MD5|RAND_|sha256|sha1|KECCAK|md5|bn_|AES|aes|poly1305|ChaCha|x86_64_AES|gcm)|node::crypto/],
  ['libuv and system calls (user side)', /^uv_|^uv__|^epoll|^__GI_epoll|^__libc_(read|write|recv|send|writev|readv)|^__GI___(read|write|writev|readv|send|recv|libc_read|libc_write|poll|clock_gettime|fcntl|close|open|lseek|pread|pwrite|fstat|stat|getpid)|^(read|write|writev|readv|pread64|pwrite64|fcntl|fcntl64|close|epoll_wait|epoll_pwait|epoll_ctl|accept4|clock_gettime|__clock_gettime|__vdso_clock_gettime|getpid|syscall|__write_nocancel|__read_nocancel|__lseek|__fxstat64|__GI___clock_gettime)$|^_dl_|^__tls_get_addr|^__vdso/],
  ['libc memory and strings (malloc, memcpy)', /^(malloc|free|calloc|realloc|_int_malloc|_int_free|_int_realloc|malloc_consolidate|tcache|__libc_malloc|__libc_free|__libc_calloc|__libc_realloc|__memcpy|__memmove|__memset|__memcmp|__strlen|__strcmp|__strncmp|__strchr|__wmemset|memcpy|memmove|memset|memcmp|strlen|strcmp|__mem\w+|__str\w+|__GI_mem\w+|__GI_str\w+|operator new|operator delete|_ZdlPv|_Znwm|_ZdaPv|_Znam|unlink_chunk|sysmalloc|alloc_perturb|arena_get|__nss|__posix_memalign|posix_memalign|aligned_alloc|__libc_memalign|_mid_memalign|__pthread_mutex_lock|__pthread_mutex_unlock|pthread_mutex_lock|pthread_mutex_unlock|__lll_lock_wait|__GI___pthread_mutex_lock|__GI___pthread_mutex_unlock|pthread_getspecific|__pthread_getspecific|__GI___pthread_getspecific)/],
  ['Node C++ (streams, buffers, bindings, timers)', /^node::|^_ZN4node|napi_|^v8::(Function|Object|String|Value|Isolate|Context|Local|HandleScope|EscapableHandleScope|ArrayBuffer|Uint8Array|TypedArray|Number|Integer|Boolean|External|FunctionCallbackInfo|Template|ObjectTemplate|FunctionTemplate|Private|Symbol|Array|Promise|Exception|TryCatch|MicrotasksScope|Script|Module|BigInt|Date|Map|Set|Proxy)::/],
  ['V8 runtime and API (other C++)', /v8::|^Runtime_|^_ZN2v8/],
  ['JIT code (JavaScript compiled by Sparkplug or TurboFan)', /^0x[0-9a-f]+('\d+)?$/],
];

export function bucketOf(object: string, fn: string): string {
  for (const [name, rx] of BUCKETS) if (rx.test(fn)) return name;
  if (object.includes('better_sqlite3')) return 'SQLite (better-sqlite3)';
  if (/libc\.so|libm\.so|ld-linux/.test(object)) return 'libc other';
  if (/libstdc\+\+|libgcc/.test(object)) return 'libstdc++';
  if (object.endsWith('/node')) return 'node binary, other';
  return 'other';
}

/** Self cost by bucket. */
export function buckets(dump: Dump): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, cost] of dump.self) {
    const tab = key.indexOf('\t');
    const name = bucketOf(key.slice(0, tab), key.slice(tab + 1));
    out[name] = (out[name] ?? 0) + cost;
  }
  return out;
}

/** A dump's total and its split: V8 compiling, garbage collection, and the rest (own work). */
export function split(file: string): { total: number; compile: number; gc: number; own: number } {
  const dump = parseDump(file);
  const b = buckets(dump);
  const compile = b[COMPILER] ?? 0;
  const gc = b[GC] ?? 0;
  return { total: dump.total, compile, gc, own: dump.total - compile - gc };
}
