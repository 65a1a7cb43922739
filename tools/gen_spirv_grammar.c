/* Generates the disassembler's tables (backend_spirv/spv_disasm.c) from
 * SPIRV-Headers' machine-readable grammars, so that every opcode, operand
 * kind and enumerant name comes from the one source SPIRV-Tools reads too:
 *
 *   gen_spirv_grammar CORE.json GLSL.json DEBUGINFO.json > spirv_grammar.inc
 *
 * The JSON reader below takes exactly what those files use (objects,
 * arrays, strings, integers, true/false). Build-time tool: it exits 1 on
 * anything it does not understand. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- JSON */

typedef enum { J_NULL, J_BOOL, J_NUM, J_STR, J_ARR, J_OBJ } JKind;

typedef struct J {
    JKind kind;
    char *str;          /* J_STR; J_NUM as written */
    struct J **items;   /* J_ARR values; J_OBJ values */
    char **keys;        /* J_OBJ */
    int n;
} J;

static const char *p;

static void die(const char *what)
{
    fprintf(stderr, "gen_spirv_grammar: %s near '%.20s'\n", what, p);
    exit(1);
}

static void ws(void)
{
    while (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t')
        p++;
}

static char *string(void)
{
    if (*p != '"')
        die("expected a string");
    p++;
    size_t cap = 16, n = 0;
    char *s = malloc(cap);
    while (*p != '"') {
        if (!*p)
            die("unterminated string");
        char ch = *p++;
        if (ch == '\\') {
            ch = *p++;
            if (ch == 'n')
                ch = '\n';
            else if (ch == 't')
                ch = '\t';
            else if (ch == 'u') {
                ch = '?'; /* not in names the tables use */
                p += 4;
            }
        }
        if (n + 2 > cap)
            s = realloc(s, cap *= 2);
        s[n++] = ch;
    }
    p++;
    s[n] = 0;
    return s;
}

static J *value(void);

static void push(J *j, char *key, J *v)
{
    j->items = realloc(j->items, (size_t)(j->n + 1) * sizeof *j->items);
    j->keys = realloc(j->keys, (size_t)(j->n + 1) * sizeof *j->keys);
    j->items[j->n] = v;
    j->keys[j->n] = key;
    j->n++;
}

static J *value(void)
{
    ws();
    J *j = calloc(1, sizeof *j);
    if (*p == '{' || *p == '[') {
        char close = *p == '{' ? '}' : ']';
        j->kind = *p == '{' ? J_OBJ : J_ARR;
        p++;
        ws();
        while (*p != close) {
            char *key = NULL;
            if (j->kind == J_OBJ) {
                key = string();
                ws();
                if (*p++ != ':')
                    die("expected ':'");
            }
            push(j, key, value());
            ws();
            if (*p == ',')
                p++, ws();
            else if (*p != close)
                die("expected ',' or a closing bracket");
        }
        p++;
    } else if (*p == '"') {
        j->kind = J_STR;
        j->str = string();
    } else if (!strncmp(p, "true", 4) || !strncmp(p, "false", 5) || !strncmp(p, "null", 4)) {
        j->kind = *p == 'n' ? J_NULL : J_BOOL;
        j->str = *p == 't' ? "true" : "false";
        p += *p == 'f' ? 5 : 4;
    } else if (*p == '-' || (*p >= '0' && *p <= '9')) {
        const char *s = p;
        while (*p == '-' || *p == '.' || *p == 'x' || (*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'f') ||
               (*p >= 'A' && *p <= 'F'))
            p++;
        j->kind = J_NUM;
        j->str = strndup(s, (size_t)(p - s));
    } else {
        die("unexpected character");
    }
    return j;
}

static J *get(const J *o, const char *key)
{
    for (int i = 0; o && o->kind == J_OBJ && i < o->n; i++)
        if (!strcmp(o->keys[i], key))
            return o->items[i];
    return NULL;
}

static const char *get_str(const J *o, const char *key)
{
    J *v = get(o, key);
    return v && (v->kind == J_STR || v->kind == J_NUM) ? v->str : NULL;
}

static unsigned long number(const J *v)
{
    if (!v || !v->str)
        die("expected a number");
    return strtoul(v->str, NULL, 0);
}

static J *load(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "gen_spirv_grammar: cannot read %s\n", path);
        exit(1);
    }
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *text = malloc((size_t)n + 1);
    if (fread(text, 1, (size_t)n, f) != (size_t)n)
        die("short read");
    text[n] = 0;
    fclose(f);
    p = text;
    return value();
}

/* ---------------------------------------------------------------- tables */

static J *kinds; /* the core grammar's operand_kinds */

static int kind_index(const char *name)
{
    for (int i = 0; i < kinds->n; i++)
        if (!strcmp(get_str(kinds->items[i], "kind"), name))
            return i;
    fprintf(stderr, "gen_spirv_grammar: unknown operand kind %s\n", name);
    exit(1);
}

static int noperands;

/* Operand lists go to one array; returns the index of the first. */
static int operands(const J *list)
{
    int first = noperands;
    for (int i = 0; list && i < list->n; i++) {
        const char *q = get_str(list->items[i], "quantifier");
        printf("    {%d, %d},\n", kind_index(get_str(list->items[i], "kind")), q ? (*q == '?' ? 1 : 2) : 0);
        noperands++;
    }
    return first;
}

static int count(const J *list)
{
    return list ? list->n : 0;
}

static void ext_names(const char *name, const J *g)
{
    J *ins = get(g, "instructions");
    printf("static const SpvGName %s[] = {\n", name);
    for (int i = 0; i < ins->n; i++)
        printf("    {%lu, \"%s\"},\n", number(get(ins->items[i], "opcode")), get_str(ins->items[i], "opname"));
    printf("};\n\n");
}

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: gen_spirv_grammar CORE.json GLSL.json DEBUGINFO.json\n");
        return 2;
    }
    J *core = load(argv[1]), *glsl = load(argv[2]), *dbg = load(argv[3]);
    kinds = get(core, "operand_kinds");
    J *ins = get(core, "instructions");
    printf("/* Generated by tools/gen_spirv_grammar.c from SPIRV-Headers' grammars: do not edit. */\n\n");

    /* Every operand list (instructions' and enumerants' parameters) in one array. */
    printf("static const SpvGOperand spv_g_operands[] = {\n");
    int *ins_first = calloc((size_t)ins->n, sizeof(int));
    for (int i = 0; i < ins->n; i++)
        ins_first[i] = operands(get(ins->items[i], "operands"));
    int nenum = 0;
    for (int k = 0; k < kinds->n; k++)
        nenum += count(get(kinds->items[k], "enumerants"));
    int *enum_first = calloc((size_t)nenum + 1, sizeof(int));
    for (int k = 0, e = 0; k < kinds->n; k++) {
        J *en = get(kinds->items[k], "enumerants");
        for (int i = 0; i < count(en); i++)
            enum_first[e++] = operands(get(en->items[i], "parameters"));
    }
    printf("    {0, 0}\n};\n\n");

    printf("static const SpvGInst spv_g_insts[] = {\n");
    for (int i = 0; i < ins->n; i++)
        printf("    {%lu, \"%s\", %d, %d},\n", number(get(ins->items[i], "opcode")), get_str(ins->items[i], "opname"),
               ins_first[i], count(get(ins->items[i], "operands")));
    printf("};\n\n");

    printf("static const SpvGEnum spv_g_enums[] = {\n");
    for (int k = 0, e = 0; k < kinds->n; k++) {
        J *en = get(kinds->items[k], "enumerants");
        for (int i = 0; i < count(en); i++, e++)
            printf("    {0x%lxu, \"%s\", %d, %d},\n", number(get(en->items[i], "value")),
                   get_str(en->items[i], "enumerant"), enum_first[e], count(get(en->items[i], "parameters")));
    }
    printf("    {0, NULL, 0, 0}\n};\n\n");

    printf("static const SpvGKind spv_g_kinds[] = {\n");
    for (int k = 0, e = 0; k < kinds->n; k++) {
        J *kd = kinds->items[k];
        const char *cat = get_str(kd, "category"), *name = get_str(kd, "kind");
        J *bases = get(kd, "bases");
        int n = count(get(kd, "enumerants"));
        int b0 = bases ? kind_index(bases->items[0]->str) : -1, b1 = bases ? kind_index(bases->items[1]->str) : -1;
        printf("    {\"%s\", SPVG_%s, %d, %d, %d, %d},\n", name,
               !strcmp(cat, "BitEnum") ? "BITS" : !strcmp(cat, "ValueEnum") ? "VALUE" : !strcmp(cat, "Id") ? "ID"
               : !strcmp(cat, "Composite") ? "PAIR" : "LITERAL", e, n, b0, b1);
        e += n;
    }
    printf("};\n\n");
    ext_names("spv_g_glsl", glsl);
    ext_names("spv_g_debuginfo", dbg);
    return 0;
}
