-- Name search folds accents and case (shared/search-fold.ts holds the same table; written by hand
-- before the generated column that uses it; tests/api/search-fold.test.ts holds the two together).
CREATE OR REPLACE FUNCTION fairway_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT translate(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace($1, 'ß', 'ss'), 'ẞ', 'ss'), 'Æ', 'ae'), 'æ', 'ae'), 'Œ', 'oe'), 'œ', 'oe'), 'Þ', 'th'), 'þ', 'th'), 'Ĳ', 'ij'), 'ĳ', 'ij'),
    'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžØøĐđŁłĦħıĿŀŦŧÐðABCDEFGHIJKLMNOPQRSTUVWXYZ',
    'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzooddllhhillttddabcdefghijklmnopqrstuvwxyz')
$$;--> statement-breakpoint
DROP INDEX "courses_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "state" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "country" char(2) DEFAULT 'US' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_name" text GENERATED ALWAYS AS (fairway_fold(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "courses_country_region_idx" ON "courses" USING btree ("country","region");--> statement-breakpoint
CREATE INDEX "courses_search_name_trgm_idx" ON "courses" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_state_check" CHECK (("courses"."country" = 'US') = ("courses"."state" is not null));