/* Reading a libyaml document as a tree. Our reflection JSON is read with
 * the same helpers: the JSON prism writes is also YAML. */
#include "vkrun.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* LLVM's YAML reader, which the suite's offloader uses, skips an empty entry
 * of a flow sequence ("[ 0, 0,, 15.5 ]" is three numbers: SequenceNode::
 * increment eats every ','), and WaveActiveMax.fp32/.fp64 have such a line;
 * libyaml rejects it. So the extra commas go before libyaml reads the text:
 * a ',' in a flow collection right after '[' or another ',' (blanks, line
 * breaks and comments between), outside quotes. */
static char *drop_empty_flow_entries(const char *text)
{
    size_t n = strlen(text);
    char *out = malloc(n + 1), *o = out;
    if (!out)
        return NULL;
    int depth = 0;
    char last = 0, quote = 0; /* the last significant character in a flow collection */
    for (const char *c = text; *c; c++) {
        if (quote) {
            if (*c == quote)
                quote = 0;
        } else if (*c == '#' && (c == text || c[-1] == ' ' || c[-1] == '\t' || c[-1] == '\n')) {
            while (c[1] && c[1] != '\n')
                *o++ = *c++;
        } else if (depth > 0 && *c == ',' && (last == ',' || last == '[')) {
            continue;
        } else if (*c == '[' || *c == '{') {
            depth++;
        } else if ((*c == ']' || *c == '}') && depth > 0) {
            depth--;
        } else if (*c == '"' || (*c == '\'' && (c == text || strchr(" \t\n:[{,", c[-1])))) {
            quote = *c; /* a quoted scalar (an apostrophe inside a word is not one) */
        }
        if (*c != ' ' && *c != '\t' && *c != '\n' && *c != '\r' && *c != '#')
            last = *c;
        *o++ = *c;
    }
    *o = 0;
    return out;
}

int y_load(yaml_document_t *d, const char *text, const char *what)
{
    yaml_parser_t p;
    yaml_parser_initialize(&p);
    char *relaxed = drop_empty_flow_entries(text);
    if (relaxed)
        text = relaxed;
    yaml_parser_set_input_string(&p, (const unsigned char *)text, strlen(text));
    int ok = yaml_parser_load(&p, d);
    if (!ok)
        fprintf(stderr, "vkrun: %s: line %zu: %s\n", what,
                p.problem_mark.line + 1, p.problem ? p.problem : "bad YAML");
    else if (!yaml_document_get_root_node(d)) {
        fprintf(stderr, "vkrun: %s: empty document\n", what);
        yaml_document_delete(d);
        ok = 0;
    }
    yaml_parser_delete(&p);
    free(relaxed); /* libyaml copies scalars into the document */
    return ok ? 0 : -1;
}

yaml_node_t *y_root(yaml_document_t *d)
{
    return yaml_document_get_root_node(d);
}

const char *y_str(yaml_node_t *n)
{
    return n && n->type == YAML_SCALAR_NODE ? (const char *)n->data.scalar.value
                                            : NULL;
}

yaml_node_t *y_get(yaml_document_t *d, yaml_node_t *map, const char *key)
{
    if (!map || map->type != YAML_MAPPING_NODE)
        return NULL;
    for (yaml_node_pair_t *p = map->data.mapping.pairs.start;
         p < map->data.mapping.pairs.top; p++) {
        const char *k = y_str(yaml_document_get_node(d, p->key));
        if (k && strcmp(k, key) == 0)
            return yaml_document_get_node(d, p->value);
    }
    return NULL;
}

int y_len(yaml_node_t *seq)
{
    if (!seq || seq->type != YAML_SEQUENCE_NODE)
        return 0;
    return (int)(seq->data.sequence.items.top - seq->data.sequence.items.start);
}

yaml_node_t *y_item(yaml_document_t *d, yaml_node_t *seq, int i)
{
    if (i < 0 || i >= y_len(seq))
        return NULL;
    return yaml_document_get_node(d, seq->data.sequence.items.start[i]);
}

int y_u32(yaml_node_t *n, uint32_t *out)
{
    const char *s = y_str(n);
    if (!s || !*s)
        return -1;
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 0);
    if (*end || errno || v > UINT32_MAX || *s == '-')
        return -1;
    *out = (uint32_t)v;
    return 0;
}

int y_is_null(yaml_node_t *n)
{
    const char *s = y_str(n);
    return !n || (s && (!*s || strcmp(s, "null") == 0 || strcmp(s, "~") == 0));
}
