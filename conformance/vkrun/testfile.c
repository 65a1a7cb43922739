/* Reading a .test file: the split-file sections and the lit RUN lines that
 * say how each shader is compiled; the YAML is read by testfile_data.c
 * (Buffers) and testfile_pipeline.c (everything else), as the suite's
 * lib/Support/Pipeline.cpp reads it. */
#include "vkrun.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

const struct vr_rkind_info vr_rkinds[VR_R_COUNT] = {
#define X(n, r, c, rw, d, dim) [VR_R_##n] = {#n, r, c, rw, d, dim},
    VR_RESOURCE_KINDS(X)
#undef X
};

/* split-file: a line "#--- NAME" or "//--- NAME" starts the file NAME;
 * text before the first one belongs to no file. Returns the name, or NULL
 * if the line is not a separator. */
static const char *separator(struct vr_arena *a, const char *line, size_t len)
{
    size_t skip = 0;
    if (len >= 5 && memcmp(line, "#--- ", 5) == 0)
        skip = 5;
    else if (len >= 6 && memcmp(line, "//--- ", 6) == 0)
        skip = 6;
    else
        return NULL;
    while (len > skip && (line[len - 1] == ' ' || line[len - 1] == '\r'))
        len--;
    return vr_strndup(a, line + skip, len - skip);
}

static const char *section(const struct vr_test *t, const char *name)
{
    for (int i = 0; i < t->nsections; i++)
        if (strcmp(t->sections[i].name, name) == 0)
            return t->sections[i].text;
    return NULL;
}

static int ends_with(const char *s, const char *tail)
{
    size_t n = strlen(s), m = strlen(tail);
    return n > m && strcmp(s + n - m, tail) == 0;
}

/* lit's `%if Vulkan %{ ... %}`: we are a Vulkan configuration, so the
 * braces' text stays; any other condition drops it. */
static char *expand_if(struct vr_arena *a, const char *s)
{
    char *out = vr_alloc(a, strlen(s) + 1), *o = out;
    while (*s) {
        const char *p = strstr(s, "%if ");
        if (!p) {
            strcpy(o, s);
            break;
        }
        memcpy(o, s, (size_t)(p - s));
        o += p - s;
        const char *open = strstr(p, "%{"), *close = open ? strstr(open, "%}") : NULL;
        if (!close) {
            strcpy(o, p);
            break;
        }
        const char *cond = p + 4;
        while (*cond == ' ')
            cond++;
        if (strncmp(cond, "Vulkan ", 7) == 0 || strncmp(cond, "Vulkan%", 7) == 0) {
            memcpy(o, open + 2, (size_t)(close - open - 2));
            o += close - open - 2;
        }
        s = close + 2;
    }
    return out;
}

/* A `%dxc_target` RUN line: -T, -E and the source are ours to set; -Fo
 * and its file are dropped; every other flag is passed to the compiler as
 * written (docs/conformance.md). */
static void compile_line(struct vr_arena *a, struct vr_test *t, char *cmd)
{
    if (t->nlines == (int)(sizeof t->lines / sizeof t->lines[0]))
        return;
    struct vr_compile_line *c = &t->lines[t->nlines];
    memset(c, 0, sizeof *c);
    const char *prev = "";
    int started = 0;
    for (char *tok = strtok(cmd, " \t\r"); tok; tok = strtok(NULL, " \t\r")) {
        if (!started) {
            started = strcmp(tok, "%dxc_target") == 0 || strcmp(tok, "%dxc_target_lib") == 0;
            continue;
        }
        if (strcmp(tok, "|") == 0 || strcmp(tok, "&&") == 0)
            break;
        if (strcmp(prev, "-T") == 0 && strlen(tok) < sizeof c->profile)
            strcpy(c->profile, tok);
        else if (strcmp(prev, "-E") == 0)
            c->entry = vr_strdup(a, tok);
        else if (strcmp(prev, "-Fo") == 0)
            ;
        else if (strncmp(tok, "%t/", 3) == 0)
            c->source_name = vr_strdup(a, tok + 3);
        else if (strcmp(tok, "-T") && strcmp(tok, "-E") && strcmp(tok, "-Fo") &&
                 c->nargs < (int)(sizeof c->args / sizeof c->args[0]))
            c->args[c->nargs++] = vr_strdup(a, tok);
        prev = tok;
    }
    if (started)
        t->nlines++;
}

static void run_line(struct vr_arena *a, struct vr_test *t, const char *line, size_t len)
{
    const char *run = NULL;
    for (size_t i = 0; i + 4 <= len; i++)
        if (memcmp(line + i, "RUN:", 4) == 0) {
            run = line + i + 4;
            break;
        }
    if (run) {
        compile_line(a, t, expand_if(a, vr_strndup(a, run, (size_t)(line + len - run))));
        return;
    }
    /* "# PENDING: what": compiled as run.sh's PENDING says (docs/conformance.md) */
    while (len && line[len - 1] == '\r')
        len--;
    if (len > 11 && memcmp(line, "# PENDING: ", 11) == 0 && !t->pending)
        t->pending = vr_strndup(a, line + 11, len - 11);
}

static void add_section(struct vr_arena *a, struct vr_test *t, const char *name,
                        const char *body, size_t len)
{
    struct vr_section *s = vr_alloc(a, (size_t)(t->nsections + 1) * sizeof *s);
    memcpy(s, t->sections, (size_t)t->nsections * sizeof *s);
    s[t->nsections].name = name;
    s[t->nsections].text = vr_strndup(a, body, len);
    t->sections = s;
    t->nsections++;
}

static void split(struct vr_arena *a, struct vr_test *t, char *text)
{
    const char *name = NULL;
    char *body = NULL;
    for (char *line = text; *line;) {
        char *nl = strchr(line, '\n');
        size_t len = nl ? (size_t)(nl - line) : strlen(line);
        char *next = nl ? nl + 1 : line + len;
        const char *sep = separator(a, line, len);
        if (sep) {
            if (name)
                add_section(a, t, name, body, (size_t)(line - body));
            name = sep;
            body = next;
        } else {
            run_line(a, t, line, len);
        }
        line = next;
    }
    if (name)
        add_section(a, t, name, body, strlen(body));
}

static const char *stage_prefix(enum vr_stage s)
{
    return s == VR_ST_COMPUTE ? "cs" : s == VR_ST_VERTEX ? "vs" : s == VR_ST_PIXEL ? "ps" : "??";
}

/* Which RUN line compiles shader s: one of its stage whose -E is its
 * entry (or that has no -E: DXC's default, main); else the only line of
 * a one-shader test; else the first .hlsl section, at shader model 6.0. */
static int resolve_shader(struct vr_arena *a, struct vr_test *t, struct vr_shader *s,
                          int one_shader)
{
    const struct vr_compile_line *use = NULL;
    for (int i = 0; i < t->nlines && !use; i++) {
        const struct vr_compile_line *c = &t->lines[i];
        if (strncmp(c->profile, stage_prefix(s->stage), 2) == 0 &&
            strcmp(c->entry ? c->entry : "main", s->entry) == 0)
            use = c;
    }
    for (int i = 0; i < t->nlines && !use; i++)
        if (strncmp(t->lines[i].profile, stage_prefix(s->stage), 2) == 0)
            use = &t->lines[i];
    if (!use && one_shader && t->nlines == 1)
        use = &t->lines[0];
    if (use) {
        memcpy(s->profile, use->profile, sizeof s->profile);
        memcpy(s->args, use->args, sizeof s->args);
        s->nargs = use->nargs;
        s->source_name = use->source_name;
    }
    if (!s->profile[0])
        snprintf(s->profile, sizeof s->profile, "%s_6_0", stage_prefix(s->stage));
    if (!s->source_name)
        for (int i = 0; i < t->nsections && !s->source_name; i++)
            if (ends_with(t->sections[i].name, ".hlsl"))
                s->source_name = t->sections[i].name;
    s->source = s->source_name ? section(t, s->source_name) : NULL;
    if (!s->source) {
        fprintf(stderr, "vkrun: %s: no HLSL section%s%s for the %s shader %s\n", t->path,
                s->source_name ? " " : "", s->source_name ? s->source_name : "",
                s->stage_name, s->entry);
        return -1;
    }
    (void)a;
    return 0;
}

int vr_test_nshaders(const struct vr_test *t)
{
    int n = 0;
    for (int p = 0; p < t->npasses; p++)
        n += t->passes[p].nshaders;
    return n;
}

struct vr_shader *vr_test_shader(struct vr_test *t, int k)
{
    for (int p = 0; p < t->npasses; p++) {
        if (k < t->passes[p].nshaders)
            return &t->passes[p].shaders[k];
        k -= t->passes[p].nshaders;
    }
    return NULL;
}

static int resolve_shaders(struct vr_arena *a, struct vr_test *t)
{
    int n = vr_test_nshaders(t);
    for (int k = 0; k < n; k++)
        if (resolve_shader(a, t, vr_test_shader(t, k), n == 1))
            return -1;
    return 0;
}

int vr_test_load(struct vr_arena *a, struct vr_test *t, const char *path)
{
    size_t len;
    char *text = vr_read_file(a, path, &len);
    if (!text) {
        fprintf(stderr, "vkrun: cannot read %s: %s\n", path, strerror(errno));
        return -1;
    }
    t->path = path;
    split(a, t, text);
    /* the suite's older tests name the pipeline after the test */
    const char *pipeline = section(t, "pipeline.yaml");
    for (int i = 0; i < t->nsections && !pipeline; i++)
        if (ends_with(t->sections[i].name, ".yaml") &&
            strcmp(t->sections[i].name, "prism.yaml") != 0 &&
            strcmp(t->sections[i].name, "rules.yaml") != 0)
            pipeline = t->sections[i].text;
    if (!pipeline) {
        fprintf(stderr, "vkrun: %s: needs a '#--- pipeline.yaml' section\n", path);
        return -1;
    }
    if (vr_test_load_yaml(a, t, pipeline, section(t, "prism.yaml")))
        return -1;
    return resolve_shaders(a, t);
}

/* Offloader mode: the pipeline's YAML file alone (the shaders are given). */
int vr_test_load_pipeline_file(struct vr_arena *a, struct vr_test *t, const char *path,
                               const char *ext_path)
{
    const char *pipe = vr_read_file(a, path, NULL);
    const char *ext = ext_path ? vr_read_file(a, ext_path, NULL) : NULL;
    if (!pipe || (ext_path && !ext)) {
        fprintf(stderr, "vkrun: cannot read %s\n", pipe ? ext_path : path);
        return -1;
    }
    t->path = path;
    return vr_test_load_yaml(a, t, pipe, ext);
}
