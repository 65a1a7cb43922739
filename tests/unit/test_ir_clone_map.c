/* ir/ir_clone_map.c: the cloner's maps. An address map makes no table
 * until its first entry, starts small whatever its bound, and grows
 * keeping every entry; an id map takes each id once. */
#include "../../ir/ir_clone_map.h"
#include "unit.h"

static void an_address_map_starts_empty_and_grows(void)
{
    AddrMap m;
    addr_map_init(&m, 100000, true);
    CHECK(m.slots == NULL && m.cap == 0 && m.len == 0); /* nothing to zero yet */
    static int objs[1000], copies[1000];
    CHECK(addr_map_find(&m, &objs[0]) == NULL);
    CHECK(addr_map_put(&m, &objs[0], &copies[0], 4, "int"));
    CHECK(m.cap > 0 && m.cap <= 64); /* the bound does not size it */
    for (int i = 1; i < 1000; i++)
        CHECK(addr_map_put(&m, &objs[i], &copies[i], 4, "int"));
    CHECK(m.len == 1000 && m.cap >= 2000);
    CHECK(!addr_map_put(&m, &objs[7], &copies[8], 4, "int")); /* there already: kept */
    for (int i = 0; i < 1000; i++) {
        AddrEntry *e = addr_map_find(&m, &objs[i]);
        CHECK(e && e->to == &copies[i] && m.details[e - m.slots].size == 4);
    }
    CHECK(addr_map_find(&m, &copies[0]) == NULL && addr_map_find(&m, NULL) == NULL);
    addr_map_free(&m);
    CHECK(m.slots == NULL && m.cap == 0);
}

static void an_empty_address_map_frees_nothing(void)
{
    AddrMap m;
    addr_map_init(&m, 0, false);
    CHECK(addr_map_find(&m, &m) == NULL);
    addr_map_free(&m); /* LeakSanitizer: nothing was made */
    addr_map_init(&m, 0, false);
    int x = 0;
    CHECK(addr_map_put(&m, &x, &x, 0, NULL) && m.details == NULL && addr_map_find(&m, &x)->to == &x);
    addr_map_free(&m);
}

static void an_id_map_takes_each_id_once(void)
{
    IdMap m;
    int a = 0, b = 0, copy = 0;
    id_map_init(&m, 4, true);
    CHECK(id_map_get(&m, 2, &a) == NULL);
    CHECK(id_map_put(&m, 2, &a, &copy));
    CHECK(!id_map_put(&m, 2, &b, &copy) && !id_map_put(&m, 4, &b, &copy));
    CHECK(id_map_get(&m, 2, &a) == &copy && id_map_get(&m, 2, &b) == NULL);
    id_map_free(&m);
}

int main(void)
{
    RUN(an_address_map_starts_empty_and_grows);
    RUN(an_empty_address_map_frees_nothing);
    RUN(an_id_map_takes_each_id_once);
    return UNIT_END();
}
