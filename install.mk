# Installing Prism (included by the Makefile; docs/install.md):
#   make shared           $(B)/libprism.so, from position-independent objects in $(B)/pic/
#   make man              $(B)/prism.1, the man page, generated from `prism --help`
#   make install          PREFIX=/usr/local (also BINDIR, LIBDIR, INCLUDEDIR, MANDIR), DESTDIR honoured: bin/prism, lib/libprism.a,
#                         lib/libprism.so (soname libprism.so.$(SOVERSION)), lib/pkgconfig/prism.pc,
#                         include/prism.h, include/prism/hlsl/ (the embedded HLSL headers),
#                         share/man/man1/prism.1
#   make uninstall        removes exactly those files
# The installed prism is the one of `make all`: it links libprism.a, so it
# runs wherever libprism.so is not on the loader's path.

BINDIR     ?= $(PREFIX)/bin
LIBDIR     ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
MANDIR     ?= $(PREFIX)/share/man
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig

# The library's version is PRISM_VERSION (include/prism.h). SOVERSION, the
# soname's number, changes with every incompatible change of the C API or of
# its structs (PrismOptions, PrismBlob, PrismEntryInfo), not with the version.
VERSION   := $(shell sed -n 's/^\#define PRISM_VERSION "\(.*\)"/\1/p' include/prism.h)
SOVERSION  = 0
SONAME     = libprism.so.$(SOVERSION)
SHLIB      = libprism.so.$(VERSION)

# The same objects as libprism.a, compiled with -fPIC into $(B)/pic/.
PIC_OBJ = $(patsubst $(B)/obj/%,$(B)/pic/%,$(LIB_OBJ))

$(B)/pic/%.o: %.c | $(B)/parser.h
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CPPFLAGS) $(CFLAGS) -fPIC -MMD -MP -c $< -o $@
$(B)/pic/builtin_headers.o: $(B)/builtin_headers.c
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CPPFLAGS) $(CFLAGS) -fPIC -MMD -MP -c $< -o $@
$(B)/pic/lexer.o: $(B)/lexer.c $(B)/parser.h
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CPPFLAGS) $(CFLAGS) -fPIC -Ifrontend -MMD -MP -c $< -o $@
$(B)/pic/parser.o: $(B)/parser.c
	@mkdir -p $(dir $@)
	$(CC) $(WARN) -Wno-unused-variable -Wno-unused-but-set-variable -Wno-sign-compare $(CPPFLAGS) $(CFLAGS) \
	    -fPIC -Ifrontend -MMD -MP -c $< -o $@
$(B)/pic/backend_spirv/spv_disasm.o: $(B)/spirv_grammar.inc
$(B)/pic/frontend/builtin_words.o: $(B)/builtin_words.inc
$(B)/pic/intrinsics/intrinsics.o: $(B)/intrinsic_index.inc

# The shared library exports the C API only (lib/libprism.map: prism_*).
# SPIRV-Tools (C++) comes from Debian as a static library only, so it is
# linked into libprism.so, its symbols hidden by the same map; the .so then
# needs libstdc++, libm and libc, which it names itself (DT_NEEDED).
# --no-undefined: a symbol missing at link time is an error here, not at the
# user's dlopen (sanitizer builds leave the sanitizer's runtime to the program).
SHLIB_LDFLAGS = -shared -Wl,-soname,$(SONAME) -Wl,--version-script=lib/libprism.map
ifneq ($(SANITIZE),1)
SHLIB_LDFLAGS += -Wl,--no-undefined
endif
$(B)/$(SHLIB): $(PIC_OBJ) lib/libprism.map
	$(CC) $(LDFLAGS) $(SHLIB_LDFLAGS) -o $@ $(PIC_OBJ) $(LIBS)
$(B)/libprism.so: $(B)/$(SHLIB)
	ln -sf $(SHLIB) $(B)/$(SONAME)
	ln -sf $(SONAME) $@

# pkg-config: prism.pc is written at install time, from lib/prism.pc.in
# with that make install's PREFIX (LIBDIR and INCLUDEDIR under it relative
# to ${prefix}, so that pkg-config --define-prefix can move them).
# Libs.private is what a static link of libprism.a needs besides it:
# $(LIBS), SPIRV-Tools and the C++ runtime (none with SPIRV_TOOLS=0).
PC_LIBDIR = $(patsubst $(PREFIX)/%,$${prefix}/%,$(LIBDIR))
PC_INCLUDEDIR = $(patsubst $(PREFIX)/%,$${prefix}/%,$(INCLUDEDIR))
PC_SUBST = -e 's|@PREFIX@|$(PREFIX)|' -e 's|@LIBDIR@|$(PC_LIBDIR)|' -e 's|@INCLUDEDIR@|$(PC_INCLUDEDIR)|' \
           -e 's|@VERSION@|$(VERSION)|' -e 's|@LIBS_PRIVATE@|$(LIBS)|'
$(B)/prism.1: $(B)/prism scripts/gen_manpage.sh
	sh scripts/gen_manpage.sh $(B)/prism >$@.tmp && mv $@.tmp $@

.PHONY: shared man install uninstall
shared: $(B)/libprism.so
man: $(B)/prism.1

install: all shared $(B)/prism.1
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBDIR) $(DESTDIR)$(PKGCONFIGDIR) \
	    $(DESTDIR)$(INCLUDEDIR) $(DESTDIR)$(MANDIR)/man1
	install -m 755 $(B)/prism $(DESTDIR)$(BINDIR)/prism
	install -m 644 $(B)/libprism.a $(DESTDIR)$(LIBDIR)/libprism.a
	install -m 755 $(B)/$(SHLIB) $(DESTDIR)$(LIBDIR)/$(SHLIB)
	ln -sf $(SHLIB) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libprism.so
	sed $(PC_SUBST) lib/prism.pc.in >$(DESTDIR)$(PKGCONFIGDIR)/prism.pc
	chmod 644 $(DESTDIR)$(PKGCONFIGDIR)/prism.pc
	install -m 644 include/prism.h $(DESTDIR)$(INCLUDEDIR)/prism.h
	for h in $(HLSL_HEADERS); do \
	    install -d $(DESTDIR)$(INCLUDEDIR)/prism/hlsl/$$(dirname $${h#include/hlsl/}); \
	    install -m 644 $$h $(DESTDIR)$(INCLUDEDIR)/prism/hlsl/$${h#include/hlsl/}; \
	done
	install -m 644 $(B)/prism.1 $(DESTDIR)$(MANDIR)/man1/prism.1

# Only what install wrote; a folder goes only when it is left empty.
uninstall:
	rm -f $(DESTDIR)$(BINDIR)/prism $(DESTDIR)$(LIBDIR)/libprism.a \
	    $(DESTDIR)$(LIBDIR)/libprism.so $(DESTDIR)$(LIBDIR)/$(SONAME) $(DESTDIR)$(LIBDIR)/$(SHLIB) \
	    $(DESTDIR)$(PKGCONFIGDIR)/prism.pc $(DESTDIR)$(INCLUDEDIR)/prism.h $(DESTDIR)$(MANDIR)/man1/prism.1
	for h in $(HLSL_HEADERS); do rm -f $(DESTDIR)$(INCLUDEDIR)/prism/hlsl/$${h#include/hlsl/}; done
	for d in $(sort $(dir $(HLSL_HEADERS:include/hlsl/%=$(DESTDIR)$(INCLUDEDIR)/prism/hlsl/%))) \
	    $(DESTDIR)$(INCLUDEDIR)/prism/hlsl $(DESTDIR)$(INCLUDEDIR)/prism $(DESTDIR)$(PKGCONFIGDIR); do \
	    [ ! -d $$d ] || rmdir $$d 2>/dev/null || :; \
	done

-include $(shell find $(B)/pic -name '*.d' 2>/dev/null)
test: shared man
