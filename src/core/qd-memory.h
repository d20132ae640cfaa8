/* qd-memory.h — a search's memory limit in bytes: the machine's share a
 * search may hold by default, and a size as a user types it.
 *
 * The default is half of the machine's physical memory (sysconf's pages
 * times the page size), at most QD_MEMORY_DEFAULT_MAX (16 GiB: a search
 * that needs more is not a teaching task) and at least QD_MEMORY_DEFAULT_MIN
 * (256 MiB, also what is taken when the machine does not tell its size).
 * A size is a whole number of bytes, optionally followed by a unit: K, M,
 * G, T (or KB, MB, GB, TB, or KiB, MiB, GiB, TiB), all powers of 1024, in
 * either case; nothing else (no sign, no fraction, no space inside, no
 * overflow past 2^64 - 1). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define QD_MEMORY_DEFAULT_MAX (G_GUINT64_CONSTANT (16) << 30)
#define QD_MEMORY_DEFAULT_MIN (G_GUINT64_CONSTANT (256) << 20)

/* The machine's physical memory in bytes, 0 when it does not say. */
guint64  qd_memory_physical      (void);
/* The default limit of a search (above). */
guint64  qd_memory_default_limit (void);
/* `text` as a size in bytes (above): FALSE when it is not one, or is 0. */
gboolean qd_memory_parse         (const char *text, guint64 *bytes);

G_END_DECLS
