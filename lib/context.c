/* PrismContext: what many compiles share (include/prism.h, docs/jobs.md).
 *
 * Two caches, behind one mutex:
 * - files: path -> bytes (or the errno of a failed read), each read once;
 *   the preprocessor's #include reads go through it (a read_file hook).
 * - preprocessings: key -> a Ctx that holds one preprocessed token stream,
 *   its files table, its interned strings and its warnings; a compile with
 *   the same key takes a copy of the tokens and adopts the strings and the
 *   files instead of preprocessing.
 *
 * What a preprocessing depends on (frontend/pp*.c; every read of c->opts
 * there, and diag()'s): the source text and its file name, the -D and -U
 * lists in order, the -I folders in order, how files are read (read_file
 * and its user pointer: a file cache per pair), the profile, -HV and
 * -enable-16bit-types (the predefined macros), whether SPIR-V is the one
 * target and then vulkan_version and spirv_version (__spirv__ and its
 * version), and the diagnostics options (-WX, -no-warnings, -Wno-, the
 * error limit). The key is the whole PrismOptions but the fields known to
 * matter only after preprocessing (backend_only below), with its string
 * lists spelled out: a field added later is part of the key until someone
 * shows it is not (too little sharing, never a wrong one). The
 * preprocessor is deterministic in these inputs, and the files read give
 * the same bytes through the cache, so equal keys give equal token streams,
 * files tables, strings and warnings; compile.c then goes on exactly as
 * after its own preprocess() (tests/unit/test_context.c compares every
 * output byte for byte with prism_compile's, from several threads). Only
 * preprocessings without errors are shared: with errors, each compile runs
 * its own, so its diagnostics and limits are its own. A cache limit of 0
 * shares nothing: every compile preprocesses by itself.
 *
 * And memory: the context owns an arena pool (util/arena_pool.h), bound to
 * the thread while a compile runs in it, so every arena of the compile
 * (tokens, AST, IR, clones, the passes' own, the output) takes chunks a
 * compile before it gave back, already resident, instead of fresh pages. */
#include <errno.h>
#include "../util/threads.h"
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../frontend/token.h"
#include "../util/arena_pool.h"
#include "../util/strbuf.h"
#include "context.h"

typedef struct CachedFile {
    struct CachedFile *next;
    void *reader, *user; /* read_file and read_file_user (NULL, NULL: the file system) */
    char *path;
    char *data;          /* NULL: could not be read */
    size_t len;
    int err;             /* errno of the failed read */
} CachedFile;

enum { PP_PENDING, PP_READY, PP_FAILED };

struct SharedPP {
    SharedPP *next;
    char *key;          /* the options' bytes and the string lists */
    size_t key_len;
    char *source;       /* the input's text (compared in full) */
    size_t source_len;
    unsigned hash;
    int state;
    int users;          /* compiles holding it (its tokens are in use) */
    Ctx *c;             /* PP_READY: the preprocessing's files, strings, warnings */
    TokenVec toks;
    size_t bytes;
    long age;
};

struct PrismContext {
    pthread_mutex_t lock;
    pthread_cond_t changed; /* a preprocessing became ready or failed */
    CachedFile *files[256];
    SharedPP *pps;
    size_t pp_bytes, pp_limit;
    long clock;
    PrismContextStats stats;
    ArenaPool *pool; /* the compiles' arena chunks (thread-safe on its own) */
};

static unsigned fnv1a(unsigned h, const void *p, size_t n)
{
    const unsigned char *s = p;
    for (size_t i = 0; i < n; i++)
        h = (h ^ s[i]) * 16777619u;
    return h;
}

PrismContext *prism_context_new(void)
{
    PrismContext *x = calloc(1, sizeof *x);
    if (!x)
        return NULL;
    pthread_mutex_init(&x->lock, NULL);
    pthread_cond_init(&x->changed, NULL);
    x->pp_limit = (size_t)256 << 20;
    x->pool = arena_pool_new();
    if (!x->pool) {
        prism_context_free(x);
        return NULL;
    }
    return x;
}

static void free_pp(SharedPP *e)
{
    ctx_free(e->c);
    free(e->key);
    free(e->source);
    free(e);
}

void prism_context_free(PrismContext *x)
{
    if (!x)
        return;
    for (size_t b = 0; b < sizeof x->files / sizeof *x->files; b++)
        for (CachedFile *f = x->files[b], *next; f; f = next) {
            next = f->next;
            free(f->path);
            free(f->data);
            free(f);
        }
    for (SharedPP *e = x->pps, *next; e; e = next) {
        next = e->next;
        free_pp(e);
    }
    arena_pool_free(x->pool); /* after the preprocessings: their arenas give their chunks back */
    pthread_cond_destroy(&x->changed);
    pthread_mutex_destroy(&x->lock);
    free(x);
}

void prism_context_set_cache_limit(PrismContext *x, size_t bytes)
{
    pthread_mutex_lock(&x->lock);
    x->pp_limit = bytes;
    pthread_mutex_unlock(&x->lock);
}

void prism_context_set_memory_limit(PrismContext *x, size_t bytes) { arena_pool_set_limit(x->pool, bytes); }

PrismContextStats prism_context_stats(PrismContext *x)
{
    pthread_mutex_lock(&x->lock);
    PrismContextStats s = x->stats;
    pthread_mutex_unlock(&x->lock);
    return s;
}

/* ---- files ------------------------------------------------------------------ */

/* The whole of a file (or of standard input for "-"), malloc'd with a NUL
 * after it; NULL with errno set. */
static char *read_whole(const char *path, size_t *len)
{
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap + 1);
    for (size_t got; buf && (got = fread(buf + n, 1, cap - n, f)) > 0;) {
        n += got;
        if (n == cap) {
            char *bigger = realloc(buf, (cap *= 2) + 1);
            if (!bigger)
                free(buf);
            buf = bigger;
        }
    }
    int bad = ferror(f) ? (errno ? errno : EIO) : 0;
    if (f != stdin)
        fclose(f);
    if (!buf || bad) {
        free(buf);
        errno = buf ? bad : ENOMEM;
        return NULL;
    }
    buf[n] = 0;
    *len = n;
    return buf;
}

static CachedFile **file_bucket(PrismContext *x, void *reader, void *user, const char *path)
{
    unsigned h = fnv1a(2166136261u, path, strlen(path));
    h = fnv1a(h, &reader, sizeof reader);
    h = fnv1a(h, &user, sizeof user);
    return &x->files[h % (sizeof x->files / sizeof *x->files)];
}

static CachedFile *find_file(CachedFile *f, void *reader, void *user, const char *path)
{
    for (; f; f = f->next)
        if (f->reader == reader && f->user == user && strcmp(f->path, path) == 0)
            return f;
    return NULL;
}

typedef char *(*ReadFn)(void *user, const char *path, size_t *len);

/* The cached file: read outside the lock (two threads may both read a new
 * path; the first to finish is kept, so every compile sees the same bytes). */
static CachedFile *cached_read(PrismContext *x, ReadFn reader, void *user, const char *path)
{
    void *r = (void *)(size_t)reader; /* only compared */
    pthread_mutex_lock(&x->lock);
    CachedFile **bucket = file_bucket(x, r, user, path), *f = find_file(*bucket, r, user, path);
    if (f)
        x->stats.file_hits++;
    pthread_mutex_unlock(&x->lock);
    if (f)
        return f;
    CachedFile *n = calloc(1, sizeof *n);
    if (!n)
        return NULL;
    n->reader = r;
    n->user = user;
    n->path = strdup(path);
    /* standard input can be read only once: under the lock */
    bool stdin_read = !reader && strcmp(path, "-") == 0;
    if (stdin_read)
        pthread_mutex_lock(&x->lock);
    if (!stdin_read || !(f = find_file(*bucket, r, user, path))) {
        errno = 0;
        n->data = reader ? reader(user, path, &n->len) : read_whole(path, &n->len);
        n->err = n->data ? 0 : errno ? errno : ENOENT;
    }
    if (!stdin_read)
        pthread_mutex_lock(&x->lock);
    f = find_file(*bucket, r, user, path);
    if (!f) {
        n->next = *bucket;
        *bucket = f = n;
        x->stats.file_reads++;
        n = NULL;
    }
    pthread_mutex_unlock(&x->lock);
    if (n) {
        free(n->path);
        free(n->data);
        free(n);
    }
    return f;
}

const char *prism_context_read_file(PrismContext *x, const char *path, size_t *length)
{
    CachedFile *f = cached_read(x, NULL, NULL, path);
    if (!f || !f->data) {
        errno = f ? f->err : ENOMEM;
        return NULL;
    }
    *length = f->len;
    return f->data;
}

/* The options' read_file while a compile runs in a context. */
typedef struct Reader {
    PrismContext *x;
    ReadFn user_read;
    void *user;
} Reader;

static char *read_through_cache(void *user, const char *path, size_t *len)
{
    Reader *rd = user;
    CachedFile *f = cached_read(rd->x, rd->user_read, rd->user, path);
    if (!f || !f->data)
        return NULL;
    char *copy = malloc(f->len + 1); /* the preprocessor frees what it is given */
    if (!copy)
        return NULL;
    memcpy(copy, f->data, f->len + 1);
    *len = f->len;
    return copy;
}

/* ---- preprocessings ------------------------------------------------------------ */

static void put_strings(StrBuf *sb, const char *const *list, int n)
{
    sb_putn(sb, (const char *)&n, sizeof n);
    for (int i = 0; i < n; i++) {
        const char *s = list && list[i] ? list[i] : "";
        sb_putn(sb, s, strlen(s) + 1);
    }
}

/* The key: see the comment at the top. o->read_file is the caller's own
 * (compile_in_context puts the cache's reader in the copy it compiles with). */
static char *pp_key(const PrismOptions *o, const char *filename, size_t *len)
{
    PrismOptions k;
    memcpy(&k, o, sizeof k);
    /* what the preprocessor never reads (backend_only) */
    k.entry = NULL;
    k.dumps = 0;
    k.spv_partitioned_nv = k.optimize = k.verify_ir = k.time_passes = k.skip_validation = 0;
    k.binding_shifts = NULL;
    k.num_binding_shifts = 0;
    k.layout = k.spv_reflect = k.invert_y = k.dx_position_w = k.nonzero_base_instance = 0;
    k.nonzero_base_vertex = k.ieee_strict = k.maximal_reconvergence = k.vulkan_memory_model = 0;
    k.auto_shift_bindings = k.stage_io_alpha = k.preserve_bindings = k.preserve_interface = 0;
    k.default_row_major = k.legacy_buffer_matrix_order = 0;
    k.spv_extensions = NULL;
    k.num_spv_extensions = 0;
    k.register_bindings = NULL;
    k.num_register_bindings = 0;
    k.bind_globals = k.globals_binding = k.globals_set = 0;
    k.debug_info = k.strip_debug = k.strip_reflect = 0;
    k.spv_entry_name = NULL;
    k.output_sink = NULL; /* where outputs go */
    k.output_sink_user = NULL;
    /* __spirv__ and its version only when SPIR-V is the one target (pp.c) */
    k.targets = o->targets == PRISM_TARGET_SPIRV ? 1 : 2;
    if (o->targets != PRISM_TARGET_SPIRV)
        k.vulkan_version = 0, k.spirv_version = 0;
    /* the string lists, spelled out below */
    k.profile = NULL;
    k.defines = k.undefines = k.include_dirs = k.disabled_warnings = k.enabled_warnings = NULL;
    StrBuf sb = {0};
    sb_putn(&sb, (const char *)&k, sizeof k);
    const char *profile = o->profile ? o->profile : "";
    sb_putn(&sb, o->profile ? "P" : "-", 1);
    sb_putn(&sb, profile, strlen(profile) + 1);
    sb_putn(&sb, filename, strlen(filename) + 1);
    put_strings(&sb, o->defines, o->num_defines);
    put_strings(&sb, o->undefines, o->num_undefines);
    put_strings(&sb, o->include_dirs, o->num_include_dirs);
    put_strings(&sb, o->disabled_warnings, o->num_disabled_warnings);
    put_strings(&sb, o->enabled_warnings, o->num_enabled_warnings);
    return sb_take(&sb, len);
}

static SharedPP *find_pp(PrismContext *x, unsigned hash, const char *key, size_t key_len, const char *source,
                         size_t length)
{
    for (SharedPP *e = x->pps; e; e = e->next)
        if (e->hash == hash && e->key_len == key_len && e->source_len == length &&
            memcmp(e->key, key, key_len) == 0 && memcmp(e->source, source, length) == 0)
            return e;
    return NULL;
}

/* Drops the oldest preprocessings no compile holds while over the limit. */
static void evict(PrismContext *x)
{
    while (x->pp_bytes > x->pp_limit) {
        SharedPP **oldest = NULL;
        for (SharedPP **p = &x->pps; *p; p = &(*p)->next)
            if ((*p)->state == PP_READY && (*p)->users == 0 && (!oldest || (*p)->age < (*oldest)->age))
                oldest = p;
        if (!oldest)
            return;
        SharedPP *e = *oldest;
        *oldest = e->next;
        x->pp_bytes -= e->bytes;
        free_pp(e);
    }
}

/* Runs the preprocessor for e in a compilation of its own. */
static void run_shared(SharedPP *e, const PrismOptions *o, const char *filename)
{
    /* Its arenas stay in the cache, not the pool: chunks from the pool are
     * resident to their end, fresh ones only where written, and a job list
     * keeps hundreds of these (one per -D set). */
    ArenaPool *pool = arena_pool_bind(NULL);
    Ctx *c = ctx_new(o);
    jmp_buf jb;
    c->bail = &jb;
    bool ok = false;
    if (setjmp(jb) == 0) {
        uint32_t file = ctx_add_file(c, filename, filename, e->source, e->source_len);
        ok = preprocess(c, file, &e->toks) && c->errors == 0;
    }
    c->bail = NULL;
    c->opts = NULL; /* o is the first compile's; nothing reads it now */
    arena_free(c->scratch); /* nothing the cache keeps is in it */
    c->scratch = NULL;
    arena_pool_bind(pool);
    if (!ok) {
        ctx_free(c);
        e->toks = (TokenVec){0};
        return;
    }
    e->c = c;
    e->bytes = arena_used(c->arena) + e->source_len + e->key_len;
}

/* Gives c what the preprocessing of e gave its own compilation. */
static bool import(const SharedPP *e, Ctx *c, TokenVec *toks)
{
    if (c->files.len != 1 || c->diags.len || !interner_adopt(c->strs, e->c->strs))
        return false;
    for (int i = 1; i < e->c->files.len; i++)
        vec_push(c->arena, &c->files, e->c->files.data[i]);
    for (int i = 0; i < e->c->diags.len; i++)
        vec_push(c->arena, &c->diags, e->c->diags.data[i]);
    c->warnings += e->c->warnings;
    /* the parser may rewrite tokens (>> in templates): each compile its own */
    toks->data = arena_alloc_raw(c->arena, sizeof *toks->data * (size_t)e->toks.len); /* all copied over: not zeroed */
    memcpy(toks->data, e->toks.data, sizeof *toks->data * (size_t)e->toks.len);
    toks->len = toks->cap = e->toks.len;
    return true;
}

SharedPP *context_preprocess(PrismContext *x, Ctx *c, const char *source, size_t length, const char *filename,
                             TokenVec *toks)
{
    const Reader *rd = c->opts->read_file == read_through_cache ? c->opts->read_file_user : NULL;
    PrismOptions caller = *c->opts;
    if (rd)
        caller.read_file = rd->user_read, caller.read_file_user = rd->user;
    pthread_mutex_lock(&x->lock);
    bool sharing = x->pp_limit > 0;
    pthread_mutex_unlock(&x->lock);
    if (!sharing)
        return NULL;
    size_t key_len;
    char *key = pp_key(&caller, filename, &key_len);
    unsigned hash = fnv1a(fnv1a(2166136261u, key, key_len), source, length);
    pthread_mutex_lock(&x->lock);
    SharedPP *e = find_pp(x, hash, key, key_len, source, length);
    bool mine = !e;
    if (mine) {
        e = calloc(1, sizeof *e);
        char *copy = malloc(length + 1);
        if (!e || !copy) {
            pthread_mutex_unlock(&x->lock);
            free(e), free(copy), free(key);
            return NULL;
        }
        memcpy(copy, source, length);
        copy[length] = 0;
        *e = (SharedPP){x->pps, key, key_len, copy, length, hash, PP_PENDING, 0, NULL, {0}, 0, 0};
        x->pps = e;
        key = NULL;
        x->stats.preprocess_runs++;
    }
    e->users++;
    pthread_mutex_unlock(&x->lock);
    free(key);
    if (mine) {
        run_shared(e, c->opts, filename); /* outside the lock: others wait on e only */
        pthread_mutex_lock(&x->lock);
        e->state = e->c ? PP_READY : PP_FAILED;
        x->pp_bytes += e->bytes;
        pthread_cond_broadcast(&x->changed);
        pthread_mutex_unlock(&x->lock);
    } else {
        pthread_mutex_lock(&x->lock);
        while (e->state == PP_PENDING)
            pthread_cond_wait(&x->changed, &x->lock);
        pthread_mutex_unlock(&x->lock);
    }
    bool ok = e->state == PP_READY && import(e, c, toks);
    pthread_mutex_lock(&x->lock);
    if (ok && !mine)
        x->stats.preprocess_shared++;
    if (!ok)
        x->stats.preprocess_own++;
    pthread_mutex_unlock(&x->lock);
    if (!ok) {
        context_release(x, e);
        return NULL;
    }
    return e;
}

void context_release(PrismContext *x, SharedPP *e)
{
    pthread_mutex_lock(&x->lock);
    e->users--;
    e->age = ++x->clock;
    evict(x);
    pthread_mutex_unlock(&x->lock);
}

PrismResult *prism_context_compile(PrismContext *x, const char *source, size_t length, const char *filename,
                                   const PrismOptions *options)
{
    if (!x)
        return prism_compile(source, length, filename, options);
    PrismOptions o = options ? *options : prism_default_options();
    Reader rd = {x, o.read_file, o.read_file_user};
    o.read_file = read_through_cache;
    o.read_file_user = &rd;
    ArenaPool *before = arena_pool_bind(x->pool);
    PrismResult *r = compile_in_context(x, source, length, filename, &o);
    arena_pool_bind(before);
    return r;
}
