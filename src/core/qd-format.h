/* qd-format.h — numbers as the file formats and the reports write them. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The shortest decimal that reads back as the same double, with '.' as the
 * point in every locale; integers below 1e15 without a point, `inf`, `-inf`,
 * `nan`, and "0" for -0. */
char *qd_format_number (double value);

/* The same digits with the decimal point of the current locale (LC_NUMERIC):
 * numbers for people in the window, never for files. */
char *qd_format_number_locale (double value);

G_END_DECLS
