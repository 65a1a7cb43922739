/* The names instances and operators take in the output: "f<float, 3>" is
 * f_float_3, "operator+" operator_add, so the emitters' namers (which
 * turn what is not a letter, digit or '_' into '_') have words to keep. */
#include <string.h>
#include "ast.h"

static const struct {
    const char *op, *word;
} op_words[] = {
    {"()", "call"}, {"[]", "index"}, {"==", "eq"}, {"!=", "ne"}, {"<=", "le"}, {">=", "ge"}, {"&&", "and"},
    {"||", "or"}, {"+", "add"}, {"-", "sub"}, {"*", "mul"}, {"/", "div"}, {"%", "mod"}, {"&", "bitand"},
    {"|", "bitor"}, {"^", "xor"}, {"~", "bitnot"}, {"!", "not"}, {"<", "lt"}, {">", "gt"}, {",", "comma"},
};

const char *ast_output_name(Ctx *c, const char *name)
{
    if (!name || !strpbrk(name, "<>,+-*/%&|^~!=[]() "))
        return name;
    StrBuf sb = {0};
    const char *p = name;
    if (!strncmp(p, "operator", 8)) {
        p += 8;
        for (size_t i = 0; i < sizeof op_words / sizeof *op_words; i++)
            if (!strncmp(p, op_words[i].op, strlen(op_words[i].op))) {
                sb_printf(&sb, "operator_%s", op_words[i].word);
                p += strlen(op_words[i].op);
                break;
            }
        if (!sb.len)
            sb_puts(&sb, "operator");
    }
    for (bool gap = false; *p; p++) {
        bool word = (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || *p == '_';
        if (!word) {
            gap = sb.len > 0;
            continue;
        }
        if (gap)
            sb_putc(&sb, '_');
        gap = false;
        sb_putc(&sb, *p);
    }
    const char *r = intern_cstr(c->strs, sb.data ? sb.data : "anon");
    sb_free(&sb);
    return r;
}
