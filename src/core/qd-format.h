/* qd-format.h — numbers as the file formats and the reports write them. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The shortest decimal that reads back as the same double, with '.' as the
 * point in every locale; integers below 1e15 without a point, `inf`, `-inf`,
 * `nan`, and "0" for -0. */
char *qd_format_number (double value);

G_END_DECLS
